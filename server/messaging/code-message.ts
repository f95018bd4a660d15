/**
 * The words of a verification code's SMS or e-mail (Portuguese). The SMS fits one segment: with
 * any of "êóãç" it is sent as UCS-2, whose single segment holds 70 characters, so it says only
 * the code, what it is for, how long it lasts and not to share it.
 */
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { OutgoingMessage } from './sender.ts';
import { escapeHtml } from './templates.ts';

export interface CodeMessageInput {
  channel: 'sms' | 'email';
  /** What the code is for: a new account or a forgotten password. */
  scene: 'register' | 'forget';
  code: string;
  minutes: number;
}

const SMS_PURPOSE = { register: 'criar conta', forget: 'recuperar senha' } as const;
const EMAIL_PURPOSE = { register: 'criar sua conta', forget: 'recuperar sua senha' } as const;
const BRAND_ORANGE = '#ff7a00';

export function codeMessage(input: CodeMessageInput): Omit<OutgoingMessage, 'channel' | 'recipient'> {
  if (input.channel === 'sms') return { body: `Prêmia: código ${input.code} (${SMS_PURPOSE[input.scene]}). Vale ${input.minutes} min. Não compartilhe.` };
  return { subject: SERVER_MESSAGES.codeEmailSubject, body: codeEmailText(input), html: codeEmailHtml(input) };
}

function codeEmailText({ scene, code, minutes }: CodeMessageInput): string {
  return [
    'Olá!',
    '',
    `Seu código de verificação do Prêmia é: ${code}`,
    '',
    `Use-o para ${EMAIL_PURPOSE[scene]}. Ele vale por ${minutes} minutos e só pode ser usado uma vez.`,
    'Não compartilhe este código com ninguém: a equipe do Prêmia nunca pede o seu código.',
    '',
    'Se não foi você, ignore este e-mail.',
    '',
    'Equipe Prêmia',
  ].join('\n');
}

/** Inline styles only: most mail readers drop <style> blocks and never load stylesheets. */
function codeEmailHtml({ scene, code, minutes }: CodeMessageInput): string {
  const text = 'font-family:Arial,Helvetica,sans-serif;color:#333333;font-size:15px;line-height:22px;margin:0 0 16px';
  const codeBox = `font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:6px;color:${BRAND_ORANGE};margin:0 0 16px`;
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(SERVER_MESSAGES.codeEmailSubject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f6">
<div style="max-width:480px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;border-top:4px solid ${BRAND_ORANGE}">
<p style="${text}">Olá!</p>
<p style="${text}">Seu código de verificação do Prêmia é:</p>
<p style="${codeBox}">${escapeHtml(code)}</p>
<p style="${text}">Use-o para ${escapeHtml(EMAIL_PURPOSE[scene])}. Ele vale por ${escapeHtml(String(minutes))} minutos e só pode ser usado uma vez.</p>
<p style="${text}">Não compartilhe este código com ninguém: a equipe do Prêmia nunca pede o seu código.</p>
<p style="${text};color:#777777;font-size:13px">Se não foi você, ignore este e-mail.</p>
</div>
</body></html>`;
}
