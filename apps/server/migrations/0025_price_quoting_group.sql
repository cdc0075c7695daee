-- Issue 13: price quoting becomes its own menu group and grant-tree group ("price"), apart from
-- finance ("fms"). Permission codes of the screens are unchanged; a role that held the finance group
-- also holds the new price quoting group, so the grant tree shows it as it was.
INSERT INTO "role_permission" ("role_id", "permission")
SELECT "role_id", 'price' FROM "role_permission" WHERE "permission" = 'fms'
ON CONFLICT DO NOTHING;
