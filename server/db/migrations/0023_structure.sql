-- The product's structure, in every database: its three games and its three promo types, switched
-- off and with nothing to hand out until an operator configures them in the console. Content
-- (prizes, periods, codes) is never written here; the demo seeds its own on top.
INSERT INTO "reward_games" ("game", "name", "daily_free", "per_invite", "active") VALUES
  ('wheel', 'Roda da Fortuna', 0, 0, false),
  ('giftbox', 'Caixa da sorte', 0, 0, false),
  ('chest', 'Baú do convite', 0, 0, false)
ON CONFLICT ("game") DO NOTHING;
--> statement-breakpoint
INSERT INTO "market_settings" ("type", "image", "status") VALUES
  (1, 'iconGift', 0),
  (2, 'envelope', 0),
  (3, 'iconStar', 0)
ON CONFLICT ("type") DO NOTHING;
