CREATE TABLE "payout_account_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"destination" text,
	"previous_destination" text,
	"changed_by" text,
	"ip" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"wallet_number" text,
	"bank_name" text,
	"branch_name" text,
	"account_name" text,
	"account_number" text,
	"routing_number" text,
	"destination" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_fields_match_method" CHECK (("payout_accounts"."method" = 'bank') = ("payout_accounts"."wallet_number" is null)
        and ("payout_accounts"."method" = 'bank') = ("payout_accounts"."account_number" is not null and "payout_accounts"."routing_number" is not null
          and "payout_accounts"."bank_name" is not null and "payout_accounts"."branch_name" is not null and "payout_accounts"."account_name" is not null))
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"number" bigserial NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"tracking_id" text,
	"locale" text DEFAULT 'bn' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "support_requests_contact" CHECK ("support_requests"."email" is not null or "support_requests"."phone" is not null)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "destination" text;--> statement-breakpoint
ALTER TABLE "payout_account_changes" ADD CONSTRAINT "payout_account_changes_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_account_changes" ADD CONSTRAINT "payout_account_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_account_changes_merchant_idx" ON "payout_account_changes" USING btree ("merchant_id","changed_at");--> statement-breakpoint
CREATE INDEX "support_requests_status_idx" ON "support_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_user_idx" ON "support_requests" USING btree ("user_id","created_at");