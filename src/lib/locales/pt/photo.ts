/** Portuguese strings of the profile photo editor (registered when its chunk loads). */
export const photo = {
  photo: {
    current: 'Sua foto de perfil', title: 'Foto de perfil', choose: 'Trocar foto', cropTitle: 'Ajustar foto',
    zoom: 'Zoom', dragHint: 'Arraste para enquadrar. A área do círculo aparece no seu perfil.',
    use: 'Usar foto', saved: 'Foto atualizada',
    unreadable: 'Não foi possível abrir esta imagem, escolha outra',
  },
} as const;
