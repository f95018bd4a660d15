/**
 * The sandbox on the designer's phone: a Vite dev-server plugin that relays the panel's stage calls
 * to the phones and the phones' figures back to the panel over Vite's own HMR websocket (no second
 * server), keeps the list of joined phones, and prints the phone page's LAN address with a QR code
 * in the terminal. The panel reads the same address from `GET /__sandbox/phone`.
 */
import { networkInterfaces } from 'node:os';
import type { AddressInfo } from 'node:net';
import QRCode from 'qrcode';
import type { Plugin, ViteDevServer, WebSocketClient } from 'vite';
import { PHONE_ADDRESS_PATH, PHONE_EVENTS, PHONE_PAGE } from '../../scenes/sandbox/phone-protocol.ts';
import type { PhoneDevice, PhoneEntry, PhoneFigures, StageCall } from '../../scenes/sandbox/phone-protocol.ts';

/** The IPv4 addresses other devices on the network can reach this machine at. */
function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((net) => net && net.family === 'IPv4' && !net.internal)
    .map((net) => net!.address);
}

/** The phone page's URLs: one per LAN address when the server listens on all of them, else its own host. */
export function phoneUrls(server: ViteDevServer): string[] {
  const address = server.httpServer?.address() as AddressInfo | null | undefined;
  if (!address) return [];
  const { host } = server.config.server;
  const everywhere = host === true || host === '0.0.0.0' || host === '::' || host === '';
  const hosts = everywhere ? lanAddresses() : [typeof host === 'string' ? host : 'localhost'];
  const scheme = server.config.server.https ? 'https' : 'http';
  return (hosts.length > 0 ? hosts : ['localhost']).map((h) => `${scheme}://${h.includes(':') ? `[${h}]` : h}:${address.port}/${PHONE_PAGE}`);
}

async function printPhoneAddress(server: ViteDevServer): Promise<void> {
  const urls = phoneUrls(server);
  if (urls.length === 0) return;
  const qr = await QRCode.toString(urls[0]!, { type: 'terminal', small: true });
  const lines = urls.map((url) => `  ➜  No telefone: ${url}`);
  server.config.logger.info(`\n${lines.join('\n')}\n${qr}`);
}

export function phoneChannel(): Plugin {
  return {
    name: 'premia-sandbox-phone-channel',
    apply: 'serve',
    configureServer(server) {
      const phones = new Map<WebSocketClient, PhoneEntry>();
      const panels = new Set<WebSocketClient>();
      let nextId = 1;
      const list = () => ({ phones: [...phones.values()] });
      const tellPanels = () => panels.forEach((panel) => panel.send(PHONE_EVENTS.phones, list()));
      const ws = server.ws;

      ws.on(PHONE_EVENTS.hello, (device: PhoneDevice, client) => {
        const known = phones.get(client);
        const id = known?.id ?? `t${nextId++}`;
        phones.set(client, { id, device, figures: known?.figures ?? null });
        client.send(PHONE_EVENTS.welcome, { id, panels: panels.size });
        // The newest panel is the one the designer is looking at: it sends the phone its state.
        [...panels].at(-1)?.send(PHONE_EVENTS.joined, { id });
        tellPanels();
      });
      ws.on(PHONE_EVENTS.figures, (figures: PhoneFigures, client) => {
        const phone = phones.get(client);
        if (!phone) return;
        phone.figures = figures;
        tellPanels();
      });
      ws.on(PHONE_EVENTS.panelHello, (_data: unknown, client) => {
        panels.add(client);
        client.send(PHONE_EVENTS.phones, list());
      });
      ws.on(PHONE_EVENTS.toPhones, (data: { to?: string; calls: StageCall[] }) => {
        for (const [client, phone] of phones) {
          if (data.to === undefined || data.to === phone.id) client.send(PHONE_EVENTS.calls, { calls: data.calls });
        }
      });
      ws.on('vite:client:disconnect', (_data: unknown, client) => {
        panels.delete(client);
        if (phones.delete(client)) tellPanels();
      });

      server.middlewares.use(PHONE_ADDRESS_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ urls: phoneUrls(server) }));
      });
      // After Vite's own addresses, so the phone's is the last thing on the terminal.
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        void printPhoneAddress(server);
      };
    },
  };
}
