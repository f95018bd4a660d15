// @vitest-environment node
/** The layer rules of docs/architecture.md are enforced by lint: a wrong import is an error. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the config and its plugins: seconds on a busy machine, not a rule failing.
beforeAll(async () => {
  await eslint.lintText('', { filePath: 'src/lib/warm-up.ts' });
}, 60_000);

async function ruleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import rules', () => {
  it.each([
    ['src/lib/x.ts', "import { Page } from '../components/Page.tsx'; export const x = Page;"],
    ['src/api/x.ts', "import { useSessionStore } from '../stores/session.ts'; export const x = useSessionStore;"],
    ['src/components/x.ts', "import { login } from '../api/index.ts'; export const x = login;"],
    ['src/features/auth/x.ts', "import { App } from '../../app/App.tsx'; export const x = App;"],
    ['src/domain/x.ts', "import { emitUiEvent } from '../lib/ui-events.ts'; export const x = emitUiEvent;"],
    ['server/x.ts', "import { emitUiEvent } from '../src/lib/ui-events.ts'; export const x = emitUiEvent;"],
    ['src/pages/x/x.tsx', "import { App } from '../../app/App.tsx'; export const x = App;"],
    ['server/routes/x.ts', "import { findUserById } from '../repositories/users.ts'; export const x = findUserById;"],
    ['server/routes/x.ts', "import { users } from '../db/schema.ts'; export const x = users;"],
    ['server/services/x.ts', "import { registerSiteRoutes } from '../routes/site.ts'; export const x = registerSiteRoutes;"],
    ['server/services/x.ts', "import { ApiError } from '../http/envelope.ts'; export const x = ApiError;"],
    ['server/repositories/x.ts', "import { creditPoints } from '../services/ledger.ts'; export const x = creditPoints;"],
    // Signals (device keys, risk events) sit beside the services: no HTTP, no services; below them nothing imports them.
    ['server/signals/x.ts', "import { ApiError } from '../http/envelope.ts'; export const x = ApiError;"],
    ['server/signals/x.ts', "import { creditPoints } from '../services/ledger.ts'; export const x = creditPoints;"],
    ['server/repositories/x.ts', "import { recordRiskEvent } from '../signals/events.ts'; export const x = recordRiskEvent;"],
    ['server/db/tables/x.ts', "import { recordRiskEvent } from '../../signals/events.ts'; export const x = recordRiskEvent;"],
    // Only paths.ts is open to them, not the rest of src/lib.
    ['scenes/wheel/x.ts', "import { emitUiEvent } from '../../src/lib/ui-events.ts'; export const x = emitUiEvent;"],
    ['src/domain/x.ts', "import { formatPoints } from '../lib/format.ts'; export const x = formatPoints;"],
    // src/ reaches scenes/ through its entries only, never a scene's own files.
    ['src/features/promo/x.ts', "import { startPlaces } from '../../../scenes/widget/widget-logic.ts'; export const x = startPlaces;"],
    // The static entry stays free of Pixi.
    ['scenes/widget-place.ts', "import { Container } from 'pixi.js'; export const x = Container;"],
    ['scenes/widget/widget-logic.ts', "import { gsap } from 'gsap'; export const x = gsap;"],
    // react-i18next only through src/lib/i18n.ts, which sets i18next up first.
    ['src/features/auth/x.tsx', "import { useTranslation } from 'react-i18next'; export const x = useTranslation;"],
    ['src/components/x.tsx', "import i18next from 'i18next'; export const x = i18next;"],
    // The staged loader brings Pixi in only through its dynamic imports.
    ['scenes/load.ts', "import { Container } from 'pixi.js'; export const x = Container;"],
    // The database layer knows no repository (backfills run from server/migrate.ts), configuration no context.
    ['server/db/client.ts', "import { backfillInvites } from '../repositories/invites.ts'; export const x = backfillInvites;"],
    ['server/db/tables/x.ts', "import { backfillInvites } from '../../repositories/invites.ts'; export const x = backfillInvites;"],
    ['server/config.ts', "import { DEFAULT_RATE_LIMITS } from './context.ts'; export const x = DEFAULT_RATE_LIMITS;"],
    ['server/settings/x.ts', "import { DEFAULT_RATE_LIMITS } from '../context.ts'; export const x = DEFAULT_RATE_LIMITS;"],
  ])('%s may not import that layer', async (file, code) => {
    expect(await ruleErrors(file, code)).not.toEqual([]);
  });

  it.each([
    ['src/pages/x/x.tsx', "import { LoginForm } from '../../features/auth/index.ts'; export const x = LoginForm;"],
    ['src/api/x.ts', "import { emitUiEvent } from '../lib/ui-events.ts'; export const x = emitUiEvent;"],
    ['server/x.ts', "import { API } from '../src/domain/contract/paths.ts'; export const x = API;"],
    ['server/routes/x.ts', "import { creditPoints } from '../services/ledger.ts'; export const x = creditPoints;"],
    ['server/services/x.ts', "import { findUserById } from '../repositories/users.ts'; export const x = findUserById;"],
    ['server/routes/x.ts', "import { recordRiskEvent } from '../signals/events.ts'; export const x = recordRiskEvent;"],
    ['server/services/x.ts', "import { identifyDevice } from '../signals/device-identity.ts'; export const x = identifyDevice;"],
    ['server/signals/x.ts', "import { visitors } from '../db/schema.ts'; export const x = visitors;"],
    // The route paths are importable from every layer.
    ['server/x.ts', "import { WALLET_PATH } from '../src/lib/paths.ts'; export const x = WALLET_PATH;"],
    ['scenes/wheel/x.ts', "import { WHEEL_PATH } from '../../src/lib/paths.ts'; export const x = WHEEL_PATH;"],
    ['src/domain/x.ts', "import { WALLET_PATH } from '../lib/paths.ts'; export const x = WALLET_PATH;"],
    ['src/components/x.ts', "import { LOGIN_PATH } from '../lib/paths.ts'; export const x = LOGIN_PATH;"],
    ['src/ops/x.ts', "import { WHEEL_PATH } from '../lib/paths.ts'; export const x = WHEEL_PATH;"],
    ['src/features/promo/x.ts', "import { widgetStartPlaces } from '../../../scenes/widget-place.ts'; export const x = widgetStartPlaces;"],
    ['src/features/promo/x.ts', "export const x = () => import('../../../scenes/index.ts');"],
    ['src/features/promo/x.ts', "import { loadCanvasLayer } from '../../../scenes/load.ts'; export const x = loadCanvasLayer;"],
    ['src/features/auth/x.tsx', "import { useTranslation } from '../../lib/i18n.ts'; export const x = useTranslation;"],
    ['scenes/load.ts', "export const x = () => import('pixi.js');"],
    // The demo seeds write as an operator would, through repositories.
    ['server/db/seed-x.ts', "import { backfillInvites } from '../repositories/invites.ts'; export const x = backfillInvites;"],
  ])('%s may import that layer', async (file, code) => {
    expect(await ruleErrors(file, code)).toEqual([]);
  });

  it('refuses an import circle, static or dynamic; a type-only import is erased and makes none', async () => {
    const cycles = async (filePath: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle');
    };
    // config.ts imports settings/mode.ts, so mode.ts importing config.ts closes a circle.
    expect(await cycles('server/settings/mode.ts', "import { DEFAULT_POOL } from '../config.ts'; export const x = DEFAULT_POOL;")).not.toEqual([]);
    expect(await cycles('server/settings/mode.ts', "export const x = () => import('../config.ts');")).not.toEqual([]);
    expect(await cycles('server/settings/mode.ts', "import type { ServerConfig } from '../config.ts'; export type X = ServerConfig;")).toEqual([]);
  });

  it('src/lib/paths.ts imports nothing', async () => {
    const [result] = await eslint.lintText("import { API } from '../domain/contract/paths.ts';\nexport const X = API;\n", { filePath: 'src/lib/paths.ts' });
    expect((result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax')).not.toEqual([]);
  });

  it('scenes may not import React', async () => {
    expect(await ruleErrors('scenes/wheel/x.ts', "import { useState } from 'react'; export const x = useState;")).not.toEqual([]);
    expect(await ruleErrors('scenes/rain/x.tsx', "import { Application } from '@pixi/react'; export const x = Application;")).not.toEqual([]);
  });

  it('the sandbox may draw its debug overlays with React and @pixi/react, and nothing imports them', async () => {
    expect(await ruleErrors('scenes/sandbox/overlays/x.tsx', "import { useState } from 'react'; import { Application } from '@pixi/react'; export const x = [useState, Application];")).toEqual([]);
    expect(await ruleErrors('scenes/wheel/x.ts', "import { setOverlays } from '../sandbox/overlay-switch.ts'; export const x = setOverlays;")).not.toEqual([]);
  });
});
