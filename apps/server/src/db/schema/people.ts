import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { strategies } from "./strategies.js";

/** spec 000 §3 and spec 002 §3 'Client'. */
export const clients = pgTable(
  "clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientKey: text("client_key").notNull().unique(),
    channel: text("channel", { enum: ["NZ", "AU"] }).notNull(),
    clientStatusCode: text("client_status_code"),
    title: text("title"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    knownAs: text("known_as"),
    salutation: text("salutation"),
    dateOfBirth: date("date_of_birth"),
    irdNumber: text("ird_number"),
    pir: numeric("pir", { precision: 5, scale: 4 }),
    emailAddress: text("email_address"),
    homePhone: text("home_phone"),
    mobilePhone: text("mobile_phone"),
    postalAddress: jsonb("postal_address").$type<{
      addressLine1?: string;
      addressLine2?: string;
      addressLine3?: string;
      suburb?: string;
      city?: string;
      postCode?: string;
      countryCode?: string;
      country?: string;
    }>(),
    businessDesk: boolean("business_desk").notNull().default(false),
    /**
     * The client's names folded for search (issue 10): lower case, accents and macrons removed by
     * search_text() (migration 0007), kept by PostgreSQL itself and trigram-indexed.
     */
    searchName: text("search_name").generatedAlwaysAs(
      sql`search_text(first_name || ' ' || coalesce(known_as, '') || ' ' || last_name)`,
    ),
  },
  (t) => [
    index("clients_search_name_trgm_idx").using(
      "gin",
      t.searchName.op("gin_trgm_ops"),
    ),
  ],
);

/** spec 002 §3 'Adviser'. */
export const advisers = pgTable("advisers", {
  id: uuid("id").primaryKey().defaultRandom(),
  channel: text("channel", { enum: ["NZ", "AU"] }).notNull(),
  position: text("position"),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  phoneNumber: text("phone_number"),
  mobileNumber: text("mobile_number"),
  emailAddress: text("email_address"),
});

/** spec 001 §3 'Account'. Figures are derived from transactions and prices, never stored here. */
export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountNumber: text("account_number").notNull().unique(),
    accountNumberAlternative: text("account_number_alternative"),
    accountName: text("account_name").notNull(),
    channel: text("channel", { enum: ["NZ", "AU"] }).notNull(),
    productType: text("product_type", {
      enum: ["KS", "UT", "UT-AUS", "PW", "PE"],
    }).notNull(),
    accountType: text("account_type", {
      enum: ["Individual", "Joint", "Company", "Trust", "Applicant"],
    }).notNull(),
    /** 'O' open, 'C' closed (spec 000 §3). */
    accountStatus: text("account_status").notNull().default("O"),
    signupDate: date("signup_date").notNull(),
    closedDate: date("closed_date"),
    isDims: boolean("is_dims").notNull().default(false),
    /** Model portfolio of a wealth-management account; FK added with the strategies table. */
    strategyId: uuid("strategy_id").references(() => strategies.id),
    pir: numeric("pir", { precision: 5, scale: 4 }),
    adviserId: uuid("adviser_id").references(() => advisers.id),
    bankAccountName: text("bank_account_name"),
    bankAccountNumber: text("bank_account_number"),
    /** Wealth management application progress: { currentPage, submitted } (spec 000 §3). */
    edosProgress: jsonb("edos_progress").$type<{
      currentPage: number;
      submitted: boolean;
    }>(),
    /** The account name folded for search, as clients.search_name (issue 10). */
    searchName: text("search_name").generatedAlwaysAs(
      sql`search_text(account_name)`,
    ),
  },
  (t) => [
    index("accounts_adviser_idx").on(t.adviserId),
    // An adviser's client book reads its open accounts from this index alone (issue 15: the book's
    // 137 accounts were as many heap pages; an index-only scan reads 5 pages).
    index("accounts_adviser_book_idx").on(
      t.adviserId,
      t.channel,
      t.accountStatus,
      t.id,
      t.productType,
    ),
    index("accounts_search_name_trgm_idx").using(
      "gin",
      t.searchName.op("gin_trgm_ops"),
    ),
    // Prefix search by number (LIKE 'term%') in any collation.
    index("accounts_number_pattern_idx").on(
      t.accountNumber.op("text_pattern_ops"),
    ),
    index("accounts_number_alternative_pattern_idx").on(
      t.accountNumberAlternative.op("text_pattern_ops"),
    ),
  ],
);

/** spec 002 §3 'Account holder'. */
export const accountHolders = pgTable(
  "account_holders",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    ownershipType: text("ownership_type", {
      enum: ["OWNER", "RELATED"],
    }).notNull(),
    role: text("role").notNull(),
    authToAct: boolean("auth_to_act").notNull().default(false),
    authorisedParty: boolean("authorised_party").notNull().default(false),
    notificationPref: text("notification_pref"),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.clientId] }),
    index("account_holders_client_idx").on(t.clientId),
    // Each account's owners, read from the index alone (the client book's per-account probe).
    index("account_holders_owner_idx")
      .on(t.accountId, t.clientId)
      .where(sql`ownership_type = 'OWNER'`),
  ],
);
