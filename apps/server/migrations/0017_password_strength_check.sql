-- Issue 11.7: new member passwords must be strong (not common, not in a breached list, not built from the
-- member's own details) unless the brand switches the check off. On by default, existing brands included.
ALTER TABLE "account_settings" ADD COLUMN "password_strength_check" boolean DEFAULT true NOT NULL;
