/** Portuguese strings of the wallet screens (registered when their chunk loads). */
export const wallet = {
  wallet: {
    points: 'Seus pontos', pointsValue: '{{points}} pontos', worth: '≈ {{money}} no Pix',
    account: 'Conta de recebimento', accountHint: 'Chave Pix ou conta onde você recebe (mínimo 4 caracteres)',
    phoneLast4: '4 últimos dígitos do telefone', phoneHint: 'Telefone cadastrado: {{phone}}', bind: 'Vincular conta',
    bound: 'Conta vinculada', change: 'Trocar', bindDone: 'Conta vinculada com sucesso',
    password: 'Senha de saque', passwordMissing: 'Defina a senha de saque de 6 dígitos para poder sacar.', setPassword: 'Definir senha de saque',
    changePassword: 'Alterar senha de saque', locked: 'Senha de saque bloqueada até {{until}} após 5 tentativas erradas.',
    cooling: 'Por segurança, saques liberados a partir de {{until}} (troca recente da senha de saque).',
    withdraw: 'Sacar pontos', type: 'Tipo de conversão', typeInfo: '{{platform}} · {{min}} a {{max}}', rate: '{{rate}} pontos = {{unit}} 1',
    amount: 'Valor ({{unit}})', amountPlaceholder: 'Ex.: {{min}}', costs: 'Custa {{points}} pontos', submit: 'Sacar',
    confirmTitle: 'Confirmar saque', confirmText: '{{money}} via {{type}} para {{account}} ({{points}} pontos).',
    passwordLabel: 'Senha de saque (6 dígitos)', confirm: 'Confirmar', cancel: 'Cancelar', done: 'Saque solicitado. Acompanhe em Registro de saques.',
    doneInReview: 'Saque solicitado e em análise. Avisaremos quando for concluído.',
    records: 'Registro de saques', retry: 'Tentar novamente', needAccount: 'Vincule uma conta de recebimento para sacar.',
  },
  passwordForms: {
    intro: 'A senha de saque protege seus pontos: 6 números, diferente da senha de login.',
    changeIntro: 'Depois da troca, os saques ficam liberados só após o período de segurança.',
    password: 'Senha de saque (6 dígitos)', newPassword: 'Nova senha de saque', confirm: 'Confirmar senha de saque', old: 'Senha de saque atual',
    saved: 'Senha de saque definida', changed: 'Senha de saque alterada',
  },
  withdrawals: {
    all: 'Todos', empty: 'Nenhum saque', emptyText: 'Seus saques aparecem aqui.', notFound: 'Saque não encontrado',
    amount: 'Valor', points: 'Pontos', type: 'Tipo', platform: 'Plataforma', account: 'Conta', status: 'Status', time: 'Data',
    decidedAt: 'Decidido em', remark: 'Observação',
  },
} as const;
