/** Portuguese strings of the account pages (sign-in, register, profile, passwords, recovery), registered by
 * src/lib/i18n-account.ts when one of those pages loads (not in the first screen). */
export const account = {
  auth: {
    login: 'Entrar', register: 'Cadastrar', username: 'Nome de usuário', usernamePlaceholder: 'Seu nome de usuário',
    usernameHint: '5 a 18 letras ou números', password: 'Senha', passwordPlaceholder: 'Sua senha',
    passwordHint: '8 a 20 caracteres, letras e números', confirmPassword: 'Confirmar senha',
    confirmPlaceholder: 'Digite a senha novamente', phone: 'Telefone', phoneHint: 'Somente números (7 a 11 dígitos)',
    email: 'E-mail', emailPlaceholder: 'voce@exemplo.com', smsCode: 'Código de verificação', smsPlaceholder: '6 dígitos',
    sendCode: 'Enviar código', resend: 'Reenviar', resendIn: 'Reenviar em {{seconds}} s', forgot: 'Esqueceu a senha?',
    agreePrefix: 'Tenho 18 anos ou mais e aceito os', agreeLink: 'termos e o acordo de assinatura',
  },
  code: {
    sending: 'Enviando…', sentTo: 'Código enviado para {{target}}',
    dead: 'Não foi possível enviar o código para {{target}}.', tryAgain: 'Tentar de novo', byEmail: 'Receber por e-mail',
    bySms: 'Receber por SMS', emailFirst: 'Preencha o e-mail acima para receber o código por e-mail.',
    demo: 'Servidor de demonstração: nenhuma mensagem sai de verdade. Leia o código na Caixa de saída do console de operação (/ops/).',
  },
  captcha: { title: 'Verificação de segurança', trackHint: 'Arraste para a direita  »', handle: 'Controle deslizante do quebra-cabeça', refresh: 'Trocar imagem' },
  me: {
    visitorTitle: 'Bem-vindo à Prêmia', visitorText: 'Entre ou crie sua conta para ganhar pontos e prêmios.',
    usernameLabel: 'Usuário: {{username}}', points: 'pontos', completeProfile: 'Complete suas informações para participar',
    wallet: 'Carteira', prizeRecord: 'Detalhes de pontos', withdrawrecord: 'Registro de saques', lotteryrecord: 'Histórico de sorteios',
    stationMsg: 'Mensagens', guests: 'Convidados', taskRecord: 'Registro de tarefas', address: 'Endereços de entrega',
    userinfo: 'Meus dados', setting: 'Foto e apelido', setpassword: 'Alterar senha de login', withdrawalPassword: 'Definir senha de saque', updateWithdrawalPassword: 'Alterar senha de saque',
    feedback: 'Feedback', contact: 'Fale conosco', protocol: 'Termos e acordos', about: 'Sobre nós', download: 'Baixar o app',
    logout: 'Sair da conta',
  },
  password: { old: 'Senha atual', new: 'Nova senha', changed: 'Senha alterada com sucesso' },
  setting: { nickname: 'Apelido', nicknameRules: 'De 2 a 20 caracteres, sem quebras de linha.' },
  userinfo: { since: 'Membro desde' },
  perfection: {
    intro: 'Para participar dos sorteios e receber prêmios, precisamos do seu nome completo e da sua data de nascimento.',
    realName: 'Nome completo', birthDate: 'Data de nascimento',
  },
  forget: {
    intro: 'Informe o nome de usuário, o telefone ou o e-mail da sua conta.', account: 'Conta',
    accountPlaceholder: 'Usuário, telefone ou e-mail', search: 'Buscar conta', reset: 'Redefinir senha',
    chooseMethod: 'Escolha onde receber o código de verificação.', bySms: 'Por SMS', byEmail: 'Por e-mail',
    sentSms: 'Enviamos um código por SMS para o telefone da conta.', sentEmail: 'Enviamos um código para o e-mail da conta.',
    submit: 'Redefinir senha', done: 'Senha redefinida. Entre com a nova senha.',
  },
} as const;
