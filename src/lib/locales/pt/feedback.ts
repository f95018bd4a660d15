/** Portuguese strings of the feedback screen (registered when its chunk loads). */
export const feedback = {
  feedback: {
    intro: 'Conte o que aconteceu ou o que podemos melhorar. Respondemos pelo e-mail informado.',
    email: 'E-mail', emailPlaceholder: 'seu@email.com',
    content: 'Seu feedback', contentPlaceholder: 'Descreva o problema ou a sugestão',
    waitUploads: 'Aguarde o envio das imagens terminar',
    removeFailed: 'Remova as imagens que falharam antes de enviar',
    submit: 'Enviar feedback', sent: 'Feedback enviado. Obrigado!',
  },
} as const;
