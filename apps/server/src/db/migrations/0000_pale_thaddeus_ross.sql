CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"username" text,
	"channel" text,
	"ip" text,
	"event" text NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"channel" text NOT NULL,
	"user_type" text NOT NULL,
	"client_id" uuid,
	"adviser_id" uuid,
	"has_advice_tools" boolean DEFAULT false NOT NULL,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"two_factor_secret" text,
	"two_factor_last_step" integer,
	"prompt_2fa" boolean DEFAULT false NOT NULL,
	"force_2fa" boolean DEFAULT false NOT NULL,
	"ignore_2fa_prompt" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "account_holders" (
	"account_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"ownership_type" text NOT NULL,
	"role" text NOT NULL,
	"auth_to_act" boolean DEFAULT false NOT NULL,
	"authorised_party" boolean DEFAULT false NOT NULL,
	"notification_pref" text,
	CONSTRAINT "account_holders_account_id_client_id_pk" PRIMARY KEY("account_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_number" text NOT NULL,
	"account_number_alternative" text,
	"account_name" text NOT NULL,
	"channel" text NOT NULL,
	"product_type" text NOT NULL,
	"account_type" text NOT NULL,
	"account_status" text DEFAULT 'O' NOT NULL,
	"signup_date" date NOT NULL,
	"closed_date" date,
	"is_dims" boolean DEFAULT false NOT NULL,
	"strategy_id" uuid,
	"pir" numeric(5, 4),
	"adviser_id" uuid,
	"bank_account_name" text,
	"bank_account_number" text,
	"edos_progress" jsonb,
	CONSTRAINT "accounts_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
CREATE TABLE "advisers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"position" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"mobile_number" text,
	"email_address" text
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_key" text NOT NULL,
	"channel" text NOT NULL,
	"client_status_code" text,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"known_as" text,
	"salutation" text,
	"date_of_birth" date,
	"ird_number" text,
	"pir" numeric(5, 4),
	"email_address" text,
	"home_phone" text,
	"mobile_phone" text,
	"postal_address" jsonb,
	"business_desk" boolean DEFAULT false NOT NULL,
	CONSTRAINT "clients_client_key_unique" UNIQUE("client_key")
);
--> statement-breakpoint
CREATE TABLE "portal_settings" (
	"channel" text PRIMARY KEY NOT NULL,
	"show_govt_contribution_content" boolean DEFAULT true NOT NULL,
	"distribution_period_start" date,
	"distribution_period_end" date,
	"maintenance_alert_enabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_status" (
	"channel" text PRIMARY KEY NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text
);
--> statement-breakpoint
CREATE TABLE "benchmark_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"benchmark_id" uuid NOT NULL,
	"close_date" date NOT NULL,
	"return_index" numeric(18, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benchmarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ms_benchmark_id" text NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	CONSTRAINT "benchmarks_ms_benchmark_id_unique" UNIQUE("ms_benchmark_id")
);
--> statement-breakpoint
CREATE TABLE "fund_asset_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"security_id" uuid NOT NULL,
	"as_at_date" date NOT NULL,
	"publish_date" date NOT NULL,
	"allocation_kind" text NOT NULL,
	"asset_class" text NOT NULL,
	"investment_category" text NOT NULL,
	"weight" numeric(9, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_net_asset_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"security_id" uuid NOT NULL,
	"month_end" date NOT NULL,
	"net_asset_value" numeric(20, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_top_holdings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"security_id" uuid NOT NULL,
	"as_at_date" date NOT NULL,
	"rank" integer NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"holding_type" text NOT NULL,
	"sector" text,
	"weight" numeric(9, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "securities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ms_security_id" text NOT NULL,
	"code" text NOT NULL,
	"isin" text,
	"name" text NOT NULL,
	"legal_name" text,
	"product_codes" text[] NOT NULL,
	"security_type" text NOT NULL,
	"asset_class" text NOT NULL,
	"investment_category" text NOT NULL,
	"is_dims" boolean DEFAULT false NOT NULL,
	"is_cash" boolean DEFAULT false NOT NULL,
	"is_vanguard" boolean DEFAULT false NOT NULL,
	"currency_code" text NOT NULL,
	"inception_date" date,
	"fee_percent" numeric(7, 4),
	"objective_html" text,
	"benchmark_id" uuid,
	"x_ray_proxy" text,
	CONSTRAINT "securities_ms_security_id_unique" UNIQUE("ms_security_id"),
	CONSTRAINT "securities_code_unique" UNIQUE("code"),
	CONSTRAINT "securities_isin_unique" UNIQUE("isin")
);
--> statement-breakpoint
CREATE TABLE "security_distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"security_id" uuid NOT NULL,
	"ex_date" date NOT NULL,
	"payment_date" date NOT NULL,
	"cents_per_unit" numeric(12, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"security_id" uuid NOT NULL,
	"price_date" date NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	CONSTRAINT "unit_prices_positive_chk" CHECK ("unit_prices"."unit_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "strategies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"description" text,
	CONSTRAINT "strategies_code_unique" UNIQUE("code"),
	CONSTRAINT "strategies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "strategy_fund_weights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"strategy_id" uuid NOT NULL,
	"security_id" uuid NOT NULL,
	"as_at_date" date NOT NULL,
	"weight" numeric(9, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strategy_weights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"strategy_id" uuid NOT NULL,
	"as_at_date" date NOT NULL,
	"weight_type" text NOT NULL,
	"asset_class" text NOT NULL,
	"investment_category" text NOT NULL,
	"weight" numeric(9, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_code" text NOT NULL,
	"document_type" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"relative_url" text NOT NULL,
	"ms_security_id" text,
	"published_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"event_date" date NOT NULL,
	"interest_date" date NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"security_id" uuid,
	"activity" text NOT NULL,
	"debit_credit" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"transaction_id" uuid,
	CONSTRAINT "cash_transactions_amount_chk" CHECK ("cash_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"security_id" uuid,
	"order_type" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"frequency" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"next_date" date,
	"payment_method" text NOT NULL,
	"bank_account_number" text,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"security_id" uuid NOT NULL,
	"trade_date" date NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"transaction_type" text NOT NULL,
	"description" text NOT NULL,
	"group_label" text,
	"units" numeric(20, 6),
	"unit_price" numeric(18, 6),
	"value" numeric(18, 2) NOT NULL,
	"tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net_value" numeric(18, 2) NOT NULL,
	"is_pending" boolean DEFAULT false NOT NULL,
	"switch_id" uuid,
	CONSTRAINT "transactions_tax_chk" CHECK ("transactions"."tax" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pe_capital_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"commitment_id" uuid NOT NULL,
	"call_number" integer NOT NULL,
	"notice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"call_percent" numeric(9, 4) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"transaction_id" uuid,
	CONSTRAINT "pe_capital_calls_amount_chk" CHECK ("pe_capital_calls"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pe_commitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"security_id" uuid NOT NULL,
	"commitment_date" date NOT NULL,
	"committed_amount" numeric(18, 2) NOT NULL,
	"currency_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pe_distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"commitment_id" uuid NOT NULL,
	"distribution_date" date NOT NULL,
	"distribution_type" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"transaction_id" uuid
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'unread' NOT NULL,
	CONSTRAINT "messages_status_chk" CHECK ("messages"."status" in ('read', 'unread'))
);
--> statement-breakpoint
CREATE TABLE "notification_contents" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"account_id" uuid,
	"notification_type_code" text NOT NULL,
	"notification_priority_code" text NOT NULL,
	"notification_status_code" text DEFAULT 'Unread' NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"date_sent" timestamp with time zone NOT NULL,
	"dismissible" boolean DEFAULT false NOT NULL,
	"cta_label" text,
	"cta_link_to_code" text,
	"cta_link_to_id" text,
	"cta_link_to_url" text,
	CONSTRAINT "notifications_priority_chk" CHECK ("notifications"."notification_priority_code" in ('RequireAction', 'Normal')),
	CONSTRAINT "notifications_status_chk" CHECK ("notifications"."notification_status_code" in ('Unread', 'Read', 'Dismissed'))
);
--> statement-breakpoint
CREATE TABLE "fact_finds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	"stage_code" text NOT NULL,
	"answers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fact_finds_stage_chk" CHECK ("fact_finds"."stage_code" in ('InProgress', 'Submitted', 'InReview', 'AwaitingPlan', 'Completed', 'NotProceeding', 'Expired'))
);
--> statement-breakpoint
CREATE TABLE "wm_application_info_required" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"item_code" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "comms_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"long_description" text NOT NULL,
	"channel_codes" text[] NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comms_channel_subscriptions" (
	"client_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"channel_code" text NOT NULL,
	"subscribed" boolean NOT NULL,
	CONSTRAINT "comms_channel_subscriptions_client_id_category_id_channel_code_pk" PRIMARY KEY("client_id","category_id","channel_code")
);
--> statement-breakpoint
CREATE TABLE "comms_interest_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"code" text NOT NULL,
	"interest" text NOT NULL,
	"product_code" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comms_interests" (
	"client_id" uuid NOT NULL,
	"interest_id" uuid NOT NULL,
	"interested" boolean NOT NULL,
	CONSTRAINT "comms_interests_client_id_interest_id_pk" PRIMARY KEY("client_id","interest_id")
);
--> statement-breakpoint
CREATE TABLE "comms_preferences" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"shared_email" boolean DEFAULT false NOT NULL,
	"unsubscribed_from_all_emails" boolean DEFAULT false NOT NULL,
	"unsubscribed_from_all_emails_date" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"report_name" text NOT NULL,
	"report_date" date NOT NULL,
	"report_type" text NOT NULL,
	"period_start" date,
	"period_end" date,
	"storage_key" text NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_holders" ADD CONSTRAINT "account_holders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_holders" ADD CONSTRAINT "account_holders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_levels" ADD CONSTRAINT "benchmark_levels_benchmark_id_benchmarks_id_fk" FOREIGN KEY ("benchmark_id") REFERENCES "public"."benchmarks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_asset_allocations" ADD CONSTRAINT "fund_asset_allocations_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_net_asset_values" ADD CONSTRAINT "fund_net_asset_values_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_top_holdings" ADD CONSTRAINT "fund_top_holdings_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "securities" ADD CONSTRAINT "securities_benchmark_id_benchmarks_id_fk" FOREIGN KEY ("benchmark_id") REFERENCES "public"."benchmarks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_distributions" ADD CONSTRAINT "security_distributions_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_prices" ADD CONSTRAINT "unit_prices_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_fund_weights" ADD CONSTRAINT "strategy_fund_weights_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_fund_weights" ADD CONSTRAINT "strategy_fund_weights_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_weights" ADD CONSTRAINT "strategy_weights_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_ms_security_id_securities_ms_security_id_fk" FOREIGN KEY ("ms_security_id") REFERENCES "public"."securities"("ms_security_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transactions" ADD CONSTRAINT "cash_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transactions" ADD CONSTRAINT "cash_transactions_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transactions" ADD CONSTRAINT "cash_transactions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pe_capital_calls" ADD CONSTRAINT "pe_capital_calls_commitment_id_pe_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."pe_commitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pe_capital_calls" ADD CONSTRAINT "pe_capital_calls_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pe_commitments" ADD CONSTRAINT "pe_commitments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pe_commitments" ADD CONSTRAINT "pe_commitments_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pe_distributions" ADD CONSTRAINT "pe_distributions_commitment_id_pe_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."pe_commitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pe_distributions" ADD CONSTRAINT "pe_distributions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_finds" ADD CONSTRAINT "fact_finds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wm_application_info_required" ADD CONSTRAINT "wm_application_info_required_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wm_application_info_required" ADD CONSTRAINT "wm_application_info_required_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_channel_subscriptions" ADD CONSTRAINT "comms_channel_subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_channel_subscriptions" ADD CONSTRAINT "comms_channel_subscriptions_category_id_comms_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."comms_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_interests" ADD CONSTRAINT "comms_interests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_interests" ADD CONSTRAINT "comms_interests_interest_id_comms_interest_options_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."comms_interest_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_preferences" ADD CONSTRAINT "comms_preferences_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at" desc);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_client_idx" ON "users" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "account_holders_client_idx" ON "account_holders" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "accounts_adviser_idx" ON "accounts" USING btree ("adviser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "benchmark_levels_benchmark_date_uq" ON "benchmark_levels" USING btree ("benchmark_id","close_date");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_asset_allocations_uq" ON "fund_asset_allocations" USING btree ("security_id","allocation_kind","as_at_date","asset_class");--> statement-breakpoint
CREATE INDEX "fund_asset_allocations_security_date_idx" ON "fund_asset_allocations" USING btree ("security_id","as_at_date");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_net_asset_values_security_month_uq" ON "fund_net_asset_values" USING btree ("security_id","month_end");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_top_holdings_security_date_rank_uq" ON "fund_top_holdings" USING btree ("security_id","as_at_date","rank");--> statement-breakpoint
CREATE INDEX "securities_benchmark_idx" ON "securities" USING btree ("benchmark_id");--> statement-breakpoint
CREATE UNIQUE INDEX "security_distributions_security_ex_uq" ON "security_distributions" USING btree ("security_id","ex_date");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_prices_security_date_uq" ON "unit_prices" USING btree ("security_id","price_date");--> statement-breakpoint
CREATE INDEX "unit_prices_date_idx" ON "unit_prices" USING btree ("price_date");--> statement-breakpoint
CREATE UNIQUE INDEX "strategy_fund_weights_uq" ON "strategy_fund_weights" USING btree ("strategy_id","as_at_date","security_id");--> statement-breakpoint
CREATE UNIQUE INDEX "strategy_weights_uq" ON "strategy_weights" USING btree ("strategy_id","weight_type","as_at_date","asset_class");--> statement-breakpoint
CREATE INDEX "strategy_weights_strategy_date_idx" ON "strategy_weights" USING btree ("strategy_id","as_at_date");--> statement-breakpoint
CREATE INDEX "documents_type_product_idx" ON "documents" USING btree ("document_type","product_code");--> statement-breakpoint
CREATE INDEX "cash_transactions_account_date_idx" ON "cash_transactions" USING btree ("account_id","event_date");--> statement-breakpoint
CREATE INDEX "standing_orders_account_idx" ON "standing_orders" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "transactions_account_date_idx" ON "transactions" USING btree ("account_id","trade_date");--> statement-breakpoint
CREATE INDEX "transactions_account_security_date_idx" ON "transactions" USING btree ("account_id","security_id","trade_date");--> statement-breakpoint
CREATE INDEX "transactions_security_date_idx" ON "transactions" USING btree ("security_id","trade_date");--> statement-breakpoint
CREATE UNIQUE INDEX "pe_capital_calls_commitment_number_uq" ON "pe_capital_calls" USING btree ("commitment_id","call_number");--> statement-breakpoint
CREATE UNIQUE INDEX "pe_commitments_account_security_uq" ON "pe_commitments" USING btree ("account_id","security_id");--> statement-breakpoint
CREATE INDEX "pe_distributions_commitment_date_idx" ON "pe_distributions" USING btree ("commitment_id","distribution_date");--> statement-breakpoint
CREATE INDEX "messages_client_sent_idx" ON "messages" USING btree ("client_id","sent_at" desc);--> statement-breakpoint
CREATE INDEX "notifications_client_date_idx" ON "notifications" USING btree ("client_id","date_sent" desc);--> statement-breakpoint
CREATE INDEX "fact_finds_client_idx" ON "fact_finds" USING btree ("client_id","product_type");--> statement-breakpoint
CREATE INDEX "wm_application_info_required_account_client_idx" ON "wm_application_info_required" USING btree ("account_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comms_categories_channel_code_uq" ON "comms_categories" USING btree ("channel","code");--> statement-breakpoint
CREATE UNIQUE INDEX "comms_interest_options_channel_code_uq" ON "comms_interest_options" USING btree ("channel","code");--> statement-breakpoint
CREATE INDEX "reports_account_date_idx" ON "reports" USING btree ("account_id","report_date");