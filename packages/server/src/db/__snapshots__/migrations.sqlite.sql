-- 0001_init up
create table "items" ("seq" integer primary key autoincrement, "id" text not null unique, "name" text not null, "image" text not null, "short_description" text not null, "min_order_quantity" integer not null, "available_quantity" integer not null, "price_minor" bigint not null, "created_at" text not null, "deleted_at" text, constraint "items_available_not_negative" check (available_quantity >= 0));
create index "items_live_seq" on "items" ("seq") where "deleted_at" is null;
create table "users" ("seq" integer primary key autoincrement, "id" text not null unique, "email" text not null unique, "name" text not null, "role" text default 'user' not null, "education" text, "location" text, "phone" text, "linkedin_url" text, "created_at" text not null);
create table "orders" ("seq" integer primary key autoincrement, "id" text not null unique, "user_email" text not null, "user_name" text not null, "item_id" text not null references "items" ("id"), "item_name" text not null, "address" text not null, "phone" text not null, "quantity" integer not null, "unit_price_minor" bigint not null, "total_minor" bigint not null, "created_at" text not null);
create index "orders_user_seq" on "orders" ("user_email", "seq");
create index "orders_created_at" on "orders" ("created_at", "seq");
create index "orders_item" on "orders" ("item_id");
create table "reviews" ("seq" integer primary key autoincrement, "id" text not null unique, "rating" double precision not null, "description" text not null, "author_email" text not null, "author_name" text not null, "created_at" text not null);
create table "images" ("sha256" text primary key, "data" blob not null, "width" integer not null, "height" integer not null, "created_at" text not null);

-- 0001_init down
drop table "images";
drop table "reviews";
drop table "orders";
drop table "users";
drop table "items";

-- 0002_identity up
alter table "users" add column "firebase_uid" text;
alter table "users" add column "email_verified_at" text;
alter table "users" add column "disabled_at" text;
create unique index "users_firebase_uid" on "users" ("firebase_uid");

-- 0003_review_moderation up
alter table "reviews" add column "hidden_at" text;
create index "reviews_author_created" on "reviews" ("author_email", "created_at");

-- 0004_stock_share up
create index "orders_item_user" on "orders" ("item_id", "user_email", "quantity");

-- 0005_catalog up
create table "categories" ("id" text primary key, "name" text not null, "position" integer not null);
insert into "categories" ("id", "name", "position") values (?, ?, ?), (?, ?, ?), (?, ?, ?), (?, ?, ?), (?, ?, ?), (?, ?, ?), (?, ?, ?), (?, ?, ?), (?, ?, ?), (?, ?, ?), (?, ?, ?);
-- parameters: ["processors","Processors",0,"motherboards","Motherboards",1,"memory","Memory",2,"storage","Storage",3,"graphics-cards","Graphics Cards",4,"power-supplies","Power Supplies",5,"cases","Cases",6,"cooling","Cooling",7,"monitors","Monitors",8,"keyboards-mice","Keyboards & Mice",9,"networking","Networking",10]
alter table "items" add column "sku" text;
alter table "items" add column "category_id" text references "categories" ("id");
alter table "items" add column "version" integer default 1 not null;
alter table "items" add column "search_text" text default '' not null;
select "seq", "name", "short_description" from "items" where "seq" > ? order by "seq" limit ?;
-- parameters: [0,500]
create unique index "items_live_sku" on "items" ("sku") where "deleted_at" is null;
create index "items_live_category_seq" on "items" ("category_id", "seq") where "deleted_at" is null;
create index "items_live_price" on "items" ("price_minor", "seq") where "deleted_at" is null;
create index "items_live_category_price" on "items" ("category_id", "price_minor", "seq") where "deleted_at" is null;
create index "items_live_name" on "items" (lower(name), seq) where "deleted_at" is null;
create index "items_live_category_name" on "items" (category_id, lower(name), seq) where "deleted_at" is null;
create virtual table items_fts using fts5(search_text, content='items', content_rowid='seq', tokenize='unicode61 remove_diacritics 0');
create trigger items_fts_insert after insert on items begin
      insert into items_fts(rowid, search_text) values (new.seq, new.search_text);
    end;
create trigger items_fts_delete after delete on items begin
      insert into items_fts(items_fts, rowid, search_text) values ('delete', old.seq, old.search_text);
    end;
create trigger items_fts_update after update of search_text on items begin
      insert into items_fts(items_fts, rowid, search_text) values ('delete', old.seq, old.search_text);
      insert into items_fts(rowid, search_text) values (new.seq, new.search_text);
    end;
insert into items_fts(items_fts) values ('rebuild');

-- 0006_stock_ledger up
create table "stock_movements" ("seq" integer primary key autoincrement, "id" text not null unique, "item_id" text not null references "items" ("id"), "kind" text not null, "change" integer not null, "balance" integer not null, "reason" text, "actor_email" text, "order_id" text, "created_at" text not null, constraint "stock_movements_balance_not_negative" check (balance >= 0));
create index "stock_movements_item_seq" on "stock_movements" ("item_id", "seq");
insert into stock_movements (id, item_id, kind, change, balance, created_at)
    select 'open-' || id, id, 'opening', available_quantity, available_quantity, ?
    from items where available_quantity <> 0 order by seq;
-- parameters: ["2026-01-01T00:00:00.000Z"]

-- 0007_order_status up
alter table "orders" add column "status" text default 'placed' not null;
alter table "orders" add column "status_changed_at" text;
alter table "orders" add column "search_text" text default '' not null;
create table "order_events" ("seq" integer primary key autoincrement, "id" text not null unique, "order_id" text not null references "orders" ("id"), "from_status" text, "to_status" text not null, "actor_email" text not null, "note" text, "created_at" text not null);
create index "order_events_order_seq" on "order_events" ("order_id", "seq");
select "seq", "id", "user_email", "user_name", "item_name", "created_at" from "orders" where "seq" > ? order by "seq" limit ?;
-- parameters: [0,500]
create index "orders_status_seq" on "orders" ("status", "seq");
create virtual table orders_fts using fts5(search_text, content='orders', content_rowid='seq', tokenize='unicode61 remove_diacritics 0');
create trigger orders_fts_insert after insert on orders begin
      insert into orders_fts(rowid, search_text) values (new.seq, new.search_text);
    end;
create trigger orders_fts_delete after delete on orders begin
      insert into orders_fts(orders_fts, rowid, search_text) values ('delete', old.seq, old.search_text);
    end;
create trigger orders_fts_update after update of search_text on orders begin
      insert into orders_fts(orders_fts, rowid, search_text) values ('delete', old.seq, old.search_text);
      insert into orders_fts(rowid, search_text) values (new.seq, new.search_text);
    end;
insert into orders_fts(orders_fts) values ('rebuild');
create table "notices" ("seq" integer primary key autoincrement, "id" text not null unique, "order_id" text references "orders" ("id"), "template" text not null, "recipient" text not null, "subject" text not null, "data" text not null, "status" text default 'pending' not null, "attempts" integer default 0 not null, "next_attempt_at" text not null, "locked_until" text, "last_error" text, "created_at" text not null, "sent_at" text);
create index "notices_due" on "notices" ("status", "next_attempt_at");
create index "notices_order_seq" on "notices" ("order_id", "seq");

-- 0008_price_tiers up
alter table "items" add column "price_tiers" text default '[]' not null;

-- 0009_address_book up
create table "addresses" ("seq" integer primary key autoincrement, "id" text not null unique, "user_id" text not null references "users" ("id") on delete cascade, "label" text not null, "address" text not null, "phone" text not null, "is_default" integer default 0 not null, "created_at" text not null, constraint "addresses_is_default_flag" check (is_default in (0, 1)));
create index "addresses_user_seq" on "addresses" ("user_id", "seq");
create unique index "addresses_one_default" on "addresses" ("user_id") where "is_default" = 1;

-- 0010_purchasing up
create table "cart_lines" ("user_id" text not null references "users" ("id") on delete cascade, "item_id" text not null references "items" ("id") on delete cascade, "quantity" integer not null, "added_at" text not null, constraint "cart_lines_pk" primary key ("user_id", "item_id"), constraint "cart_lines_quantity_positive" check (quantity > 0));
create table "purchases" ("seq" integer primary key autoincrement, "id" text not null unique, "user_email" text not null, "idempotency_key" text not null, "address" text not null, "phone" text not null, "total_minor" bigint not null, "created_at" text not null, constraint "purchases_user_key" unique ("user_email", "idempotency_key"));
alter table "orders" add column "purchase_id" text;
create index "orders_purchase" on "orders" ("purchase_id");

-- 0011_reports up
create table "report_state" ("id" integer primary key, "time_zone" text not null, "folded_seq" bigint default 0 not null);
create table "report_calendar" ("day" text primary key, "starts_at" text not null unique);
create table "report_changes" ("seq" integer primary key, "placed_at" text not null, "item_id" text not null, "status" text not null, "orders" integer not null, "units" bigint not null, "revenue_minor" bigint not null);
create table "report_days" ("day" text not null, "status" text not null, "orders" bigint not null, "units" bigint not null, "revenue_minor" bigint not null, constraint "report_days_pk" primary key ("day", "status")) without rowid;
create table "report_item_days" ("day" text not null, "item_id" text not null, "orders" bigint not null, "units" bigint not null, "revenue_minor" bigint not null, constraint "report_item_days_pk" primary key ("day", "item_id")) without rowid;
create index "users_created_at" on "users" ("created_at");
create trigger orders_report_update
      after update of status, created_at, item_id, quantity, total_minor on orders when old.seq <= (select folded_seq from report_state where id = 1) begin
      insert into report_changes (placed_at, item_id, status, orders, units, revenue_minor)
        values (old.created_at, old.item_id, old.status, -1, -old.quantity, -old.total_minor),
               (new.created_at, new.item_id, new.status, 1, new.quantity, new.total_minor);
    end;
create trigger orders_report_delete after delete on orders when old.seq <= (select folded_seq from report_state where id = 1) begin
      insert into report_changes (placed_at, item_id, status, orders, units, revenue_minor)
        values (old.created_at, old.item_id, old.status, -1, -old.quantity, -old.total_minor);
    end;

-- 0012_lean_order_indexes up
drop index "orders_item";

-- 0012_lean_order_indexes down
create index "orders_item" on "orders" ("item_id");

-- 0013_search_facets up
drop trigger items_fts_insert;
drop trigger items_fts_delete;
drop trigger items_fts_update;
drop table items_fts;
create virtual table items_fts using fts5(search_text, search_facets, content='', tokenize="unicode61 remove_diacritics 0 tokenchars '-:'");
create trigger items_fts_insert after insert on items begin insert into items_fts(rowid, search_text, search_facets) values (new.seq, new.search_text, case when new.deleted_at is null and new.search_text <> '' then ':' || coalesce(new.category_id, '-') || ':' || replace(new.search_text, ' ', ' ' || ':' || coalesce(new.category_id, '-') || ':') else '' end); end;
create trigger items_fts_delete after delete on items begin insert into items_fts(items_fts, rowid, search_text, search_facets) values ('delete', old.seq, old.search_text, case when old.deleted_at is null and old.search_text <> '' then ':' || coalesce(old.category_id, '-') || ':' || replace(old.search_text, ' ', ' ' || ':' || coalesce(old.category_id, '-') || ':') else '' end); end;
create trigger items_fts_update after update of search_text, category_id, deleted_at on items begin insert into items_fts(items_fts, rowid, search_text, search_facets) values ('delete', old.seq, old.search_text, case when old.deleted_at is null and old.search_text <> '' then ':' || coalesce(old.category_id, '-') || ':' || replace(old.search_text, ' ', ' ' || ':' || coalesce(old.category_id, '-') || ':') else '' end); insert into items_fts(rowid, search_text, search_facets) values (new.seq, new.search_text, case when new.deleted_at is null and new.search_text <> '' then ':' || coalesce(new.category_id, '-') || ':' || replace(new.search_text, ' ', ' ' || ':' || coalesce(new.category_id, '-') || ':') else '' end); end;
insert into items_fts(rowid, search_text, search_facets) select seq, search_text, case when deleted_at is null and search_text <> '' then ':' || coalesce(category_id, '-') || ':' || replace(search_text, ' ', ' ' || ':' || coalesce(category_id, '-') || ':') else '' end from items;

-- 0013_search_facets down
drop trigger items_fts_insert;
drop trigger items_fts_delete;
drop trigger items_fts_update;
drop table items_fts;
create virtual table items_fts using fts5(search_text, content='items', content_rowid='seq', tokenize='unicode61 remove_diacritics 0');
create trigger items_fts_insert after insert on items begin
      insert into items_fts(rowid, search_text) values (new.seq, new.search_text);
    end;
create trigger items_fts_delete after delete on items begin
      insert into items_fts(items_fts, rowid, search_text) values ('delete', old.seq, old.search_text);
    end;
create trigger items_fts_update after update of search_text on items begin
      insert into items_fts(items_fts, rowid, search_text) values ('delete', old.seq, old.search_text);
      insert into items_fts(rowid, search_text) values (new.seq, new.search_text);
    end;
insert into items_fts(items_fts) values ('rebuild');

-- 0014_search_word_counts up

-- 0014_search_word_counts down

-- 0015_checkout_body_hash up
alter table "purchases" add column "body_hash" text;

-- 0015_checkout_body_hash down
alter table "purchases" drop column "body_hash";

-- 0016_purchase_notices up
alter table "notices" add column "purchase_id" text references "purchases" ("id");
create index "notices_purchase_seq" on "notices" ("purchase_id", "seq");

-- 0016_purchase_notices down
drop index "notices_purchase_seq";
alter table "notices" drop column "purchase_id";

-- 0017_token_generation up
alter table "users" add column "token_generation" integer default 0 not null;

-- 0017_token_generation down
alter table "users" drop column "token_generation";

-- 0018_search_name up
alter table "items" add column "search_name" text default '' not null;
select "seq", "name" from "items" where "seq" > ? order by "seq" limit ?;
-- parameters: [0,500]

-- 0018_search_name down
alter table items drop column search_name;

-- 0019_languages up
alter table "users" add column "language" varchar(2) default 'en' not null;
alter table "notices" add column "language" varchar(2) default 'en' not null;

-- 0019_languages down
alter table "notices" drop column "language";
alter table "users" drop column "language";

-- 0020_bangla_content up
alter table "items" add column "name_bn" text;
alter table "items" add column "short_description_bn" text;
drop trigger items_fts_insert;
drop trigger items_fts_delete;
drop trigger items_fts_update;
drop table items_fts;
drop trigger orders_fts_insert;
drop trigger orders_fts_delete;
drop trigger orders_fts_update;
drop table orders_fts;
select "seq", "name", "short_description", "sku", "search_text", "search_name" from "items" where "seq" > ? order by "seq" limit ?;
-- parameters: [0,500]
select "seq", "user_email", "user_name", "item_name", "search_text" from "orders" where "seq" > ? order by "seq" limit ?;
-- parameters: [0,500]
create virtual table items_fts using fts5(search_text, search_facets, content='', tokenize="unicode61 remove_diacritics 0 categories 'L* M* N* P* S* C*'");
create trigger items_fts_insert after insert on items begin insert into items_fts(rowid, search_text, search_facets) values (new.seq, new.search_text, case when new.deleted_at is null and new.search_text <> '' then ':' || coalesce(new.category_id, '-') || ':' || replace(new.search_text, ' ', ' ' || ':' || coalesce(new.category_id, '-') || ':') else '' end); end;
create trigger items_fts_delete after delete on items begin insert into items_fts(items_fts, rowid, search_text, search_facets) values ('delete', old.seq, old.search_text, case when old.deleted_at is null and old.search_text <> '' then ':' || coalesce(old.category_id, '-') || ':' || replace(old.search_text, ' ', ' ' || ':' || coalesce(old.category_id, '-') || ':') else '' end); end;
create trigger items_fts_update after update of search_text, category_id, deleted_at on items begin insert into items_fts(items_fts, rowid, search_text, search_facets) values ('delete', old.seq, old.search_text, case when old.deleted_at is null and old.search_text <> '' then ':' || coalesce(old.category_id, '-') || ':' || replace(old.search_text, ' ', ' ' || ':' || coalesce(old.category_id, '-') || ':') else '' end); insert into items_fts(rowid, search_text, search_facets) values (new.seq, new.search_text, case when new.deleted_at is null and new.search_text <> '' then ':' || coalesce(new.category_id, '-') || ':' || replace(new.search_text, ' ', ' ' || ':' || coalesce(new.category_id, '-') || ':') else '' end); end;
insert into items_fts(rowid, search_text, search_facets) select seq, search_text, case when deleted_at is null and search_text <> '' then ':' || coalesce(category_id, '-') || ':' || replace(search_text, ' ', ' ' || ':' || coalesce(category_id, '-') || ':') else '' end from items;
create virtual table orders_fts using fts5(search_text, content='orders', content_rowid='seq', tokenize="unicode61 remove_diacritics 0 categories 'L* M* N* P* S* C*'");
create trigger orders_fts_insert after insert on orders begin
      insert into orders_fts(rowid, search_text) values (new.seq, new.search_text);
    end;
create trigger orders_fts_delete after delete on orders begin
      insert into orders_fts(orders_fts, rowid, search_text) values ('delete', old.seq, old.search_text);
    end;
create trigger orders_fts_update after update of search_text on orders begin
      insert into orders_fts(orders_fts, rowid, search_text) values ('delete', old.seq, old.search_text);
      insert into orders_fts(rowid, search_text) values (new.seq, new.search_text);
    end;
insert into orders_fts(orders_fts) values ('rebuild');

-- 0020_bangla_content down
drop trigger items_fts_insert;
drop trigger items_fts_delete;
drop trigger items_fts_update;
drop table items_fts;
drop trigger orders_fts_insert;
drop trigger orders_fts_delete;
drop trigger orders_fts_update;
drop table orders_fts;
create virtual table items_fts using fts5(search_text, search_facets, content='', tokenize="unicode61 remove_diacritics 0 tokenchars '-:'");
create trigger items_fts_insert after insert on items begin insert into items_fts(rowid, search_text, search_facets) values (new.seq, new.search_text, case when new.deleted_at is null and new.search_text <> '' then ':' || coalesce(new.category_id, '-') || ':' || replace(new.search_text, ' ', ' ' || ':' || coalesce(new.category_id, '-') || ':') else '' end); end;
create trigger items_fts_delete after delete on items begin insert into items_fts(items_fts, rowid, search_text, search_facets) values ('delete', old.seq, old.search_text, case when old.deleted_at is null and old.search_text <> '' then ':' || coalesce(old.category_id, '-') || ':' || replace(old.search_text, ' ', ' ' || ':' || coalesce(old.category_id, '-') || ':') else '' end); end;
create trigger items_fts_update after update of search_text, category_id, deleted_at on items begin insert into items_fts(items_fts, rowid, search_text, search_facets) values ('delete', old.seq, old.search_text, case when old.deleted_at is null and old.search_text <> '' then ':' || coalesce(old.category_id, '-') || ':' || replace(old.search_text, ' ', ' ' || ':' || coalesce(old.category_id, '-') || ':') else '' end); insert into items_fts(rowid, search_text, search_facets) values (new.seq, new.search_text, case when new.deleted_at is null and new.search_text <> '' then ':' || coalesce(new.category_id, '-') || ':' || replace(new.search_text, ' ', ' ' || ':' || coalesce(new.category_id, '-') || ':') else '' end); end;
insert into items_fts(rowid, search_text, search_facets) select seq, search_text, case when deleted_at is null and search_text <> '' then ':' || coalesce(category_id, '-') || ':' || replace(search_text, ' ', ' ' || ':' || coalesce(category_id, '-') || ':') else '' end from items;
create virtual table orders_fts using fts5(search_text, content='orders', content_rowid='seq', tokenize="unicode61 remove_diacritics 0 tokenchars '-:'");
create trigger orders_fts_insert after insert on orders begin
      insert into orders_fts(rowid, search_text) values (new.seq, new.search_text);
    end;
create trigger orders_fts_delete after delete on orders begin
      insert into orders_fts(orders_fts, rowid, search_text) values ('delete', old.seq, old.search_text);
    end;
create trigger orders_fts_update after update of search_text on orders begin
      insert into orders_fts(orders_fts, rowid, search_text) values ('delete', old.seq, old.search_text);
      insert into orders_fts(rowid, search_text) values (new.seq, new.search_text);
    end;
insert into orders_fts(orders_fts) values ('rebuild');
alter table items drop column short_description_bn;
alter table items drop column name_bn;

-- 0021_item_weight_vat up
alter table "items" add column "weight_g" integer default 1000 not null check (weight_g > 0);
alter table "items" add column "vat_rate_bp" integer check (vat_rate_bp between 0 and 10000);

-- 0021_item_weight_vat down
alter table "items" drop column "vat_rate_bp";
alter table "items" drop column "weight_g";

-- 0022_delivery_columns up
alter table "addresses" add column "district" varchar(40);
alter table "orders" add column "district" varchar(40);
alter table "purchases" add column "district" varchar(40);
alter table "orders" add column "delivery_charge_minor" bigint default 0 not null;
alter table "purchases" add column "delivery_charge_minor" bigint default 0 not null;
alter table "purchases" add column "payment_method" varchar(20) default 'cod' not null;
alter table "purchases" add column "buyer_bin" varchar(13);

-- 0022_delivery_columns down
alter table "purchases" drop column "buyer_bin";
alter table "purchases" drop column "payment_method";
alter table "orders" drop column "delivery_charge_minor";
alter table "purchases" drop column "delivery_charge_minor";
alter table "addresses" drop column "district";
alter table "orders" drop column "district";
alter table "purchases" drop column "district";

-- 0023_delivery_rates up
create table "delivery_zones" ("zone" varchar(20) primary key, "first_kg_minor" bigint not null, "extra_kg_minor" bigint not null, constraint "delivery_zones_known" check (zone in ('dhaka', 'suburbs', 'outside')), constraint "delivery_zones_rates" check (first_kg_minor >= 0 and extra_kg_minor >= 0));
insert into "delivery_zones" ("zone", "first_kg_minor", "extra_kg_minor") values (?, ?, ?), (?, ?, ?), (?, ?, ?);
-- parameters: ["dhaka",7000,2000,"suburbs",11000,2000,"outside",13000,2000]
create table "delivery_settings" ("id" integer primary key, "free_delivery_above_minor" bigint, "updated_at" text, "updated_by" text, constraint "delivery_settings_one_row" check (id = 1), constraint "delivery_settings_free_above" check (free_delivery_above_minor > 0));
insert into "delivery_settings" ("id", "free_delivery_above_minor") values (?, ?);
-- parameters: [1,null]
create index "purchases_delivery_created" on "purchases" ("created_at") where "delivery_charge_minor" > 0;
create index "orders_delivery_created" on "orders" ("created_at") where delivery_charge_minor > 0 and purchase_id is null;

-- 0023_delivery_rates down
drop index "orders_delivery_created";
drop index "purchases_delivery_created";
drop table "delivery_settings";
drop table "delivery_zones";

-- 0024_tax_invoices up
create table "invoice_counters" ("series" varchar(4) not null, "fiscal_year" varchar(4) not null, "last_number" integer not null, constraint "invoice_counters_pk" primary key ("series", "fiscal_year"));
create table "tax_invoices" ("seq" integer primary key autoincrement, "id" text not null unique, "number" text not null unique, "fiscal_year" text not null, "purchase_id" text not null unique references "purchases" ("id"), "issued_at" text not null, "seller_name" text not null, "seller_address" text not null, "seller_bin" text not null, "buyer_name" text not null, "buyer_address" text not null, "buyer_phone" text not null, "buyer_bin" text, "value_without_vat_minor" bigint not null, "vat_minor" bigint not null, "value_with_vat_minor" bigint not null);
create table "tax_invoice_lines" ("invoice_id" text not null references "tax_invoices" ("id"), "position" integer not null, "kind" varchar(10) not null check (kind in ('goods', 'delivery')), "description" text not null, "order_id" text, "order_number" text, "quantity" integer not null, "unit_price_minor" bigint not null, "value_without_vat_minor" bigint not null, "vat_rate_bp" integer not null, "vat_minor" bigint not null, "value_with_vat_minor" bigint not null, constraint "tax_invoice_lines_pk" primary key ("invoice_id", "position"));
create table "credit_notes" ("seq" integer primary key autoincrement, "id" text not null unique, "number" text not null unique, "fiscal_year" text not null, "invoice_id" text not null references "tax_invoices" ("id"), "order_id" text unique references "orders" ("id"), "order_number" text, "issued_at" text not null, "value_without_vat_minor" bigint not null, "vat_minor" bigint not null, "value_with_vat_minor" bigint not null);
create index "credit_notes_invoice" on "credit_notes" ("invoice_id", "seq");
create table "credit_note_lines" ("credit_note_id" text not null references "credit_notes" ("id"), "position" integer not null, "kind" varchar(10) not null check (kind in ('goods', 'delivery')), "description" text not null, "order_id" text, "order_number" text, "quantity" integer not null, "unit_price_minor" bigint not null, "value_without_vat_minor" bigint not null, "vat_rate_bp" integer not null, "vat_minor" bigint not null, "value_with_vat_minor" bigint not null, constraint "credit_note_lines_pk" primary key ("credit_note_id", "position"));

-- 0024_tax_invoices down
drop table "credit_note_lines";
drop index "credit_notes_invoice";
drop table "credit_notes";
drop table "tax_invoice_lines";
drop table "tax_invoices";
drop table "invoice_counters";

-- 0025_order_tax_invoices up
pragma foreign_keys = off;
create table "tax_invoices_new" ("seq" integer primary key autoincrement, "id" text not null unique, "number" text not null unique, "fiscal_year" text not null, "purchase_id" text unique references "purchases" ("id"), "order_id" text unique references "orders" ("id"), "issued_at" text not null, "seller_name" text not null, "seller_address" text not null, "seller_bin" text not null, "buyer_name" text not null, "buyer_address" text not null, "buyer_phone" text not null, "buyer_bin" text, "value_without_vat_minor" bigint not null, "vat_minor" bigint not null, "value_with_vat_minor" bigint not null, constraint "tax_invoices_one_source" check ((purchase_id is null) <> (order_id is null)));
insert into "tax_invoices_new" ("seq", "id", "number", "fiscal_year", "purchase_id", "issued_at", "seller_name", "seller_address", "seller_bin", "buyer_name", "buyer_address", "buyer_phone", "buyer_bin", "value_without_vat_minor", "vat_minor", "value_with_vat_minor") select "seq", "id", "number", "fiscal_year", "purchase_id", "issued_at", "seller_name", "seller_address", "seller_bin", "buyer_name", "buyer_address", "buyer_phone", "buyer_bin", "value_without_vat_minor", "vat_minor", "value_with_vat_minor" from "tax_invoices";
drop table "tax_invoices";
alter table "tax_invoices_new" rename to "tax_invoices";
pragma foreign_keys = on;

-- 0025_order_tax_invoices down
delete from "credit_note_lines" where "credit_note_id" in (select "id" from "credit_notes" where "invoice_id" in (select "id" from "tax_invoices" where "order_id" is not null));
delete from "credit_notes" where "invoice_id" in (select "id" from "tax_invoices" where "order_id" is not null);
delete from "tax_invoice_lines" where "invoice_id" in (select "id" from "tax_invoices" where "order_id" is not null);
delete from "tax_invoices" where "order_id" is not null;
pragma foreign_keys = off;
create table "tax_invoices_new" ("seq" integer primary key autoincrement, "id" text not null unique, "number" text not null unique, "fiscal_year" text not null, "purchase_id" text not null unique references "purchases" ("id"), "issued_at" text not null, "seller_name" text not null, "seller_address" text not null, "seller_bin" text not null, "buyer_name" text not null, "buyer_address" text not null, "buyer_phone" text not null, "buyer_bin" text, "value_without_vat_minor" bigint not null, "vat_minor" bigint not null, "value_with_vat_minor" bigint not null);
insert into "tax_invoices_new" ("seq", "id", "number", "fiscal_year", "purchase_id", "issued_at", "seller_name", "seller_address", "seller_bin", "buyer_name", "buyer_address", "buyer_phone", "buyer_bin", "value_without_vat_minor", "vat_minor", "value_with_vat_minor") select "seq", "id", "number", "fiscal_year", "purchase_id", "issued_at", "seller_name", "seller_address", "seller_bin", "buyer_name", "buyer_address", "buyer_phone", "buyer_bin", "value_without_vat_minor", "vat_minor", "value_with_vat_minor" from "tax_invoices";
drop table "tax_invoices";
alter table "tax_invoices_new" rename to "tax_invoices";
pragma foreign_keys = on;

-- 0026_payments up
create table "payments" ("seq" integer primary key autoincrement, "id" text not null unique, "purchase_id" text not null unique references "purchases" ("id"), "method" varchar(20) not null, "status" varchar(20) not null check (status in ('unpaid', 'pending', 'partially_paid', 'paid', 'failed', 'expired', 'review', 'refunded')), "amount_minor" bigint not null check (amount_minor >= 0), "paid_minor" bigint default 0 not null, "refunded_minor" bigint default 0 not null, "tran_id" text unique, "gateway_ref" text, "bank_ref" text, "redirect_url" text, "hold_expires_at" text, "created_at" text not null, "updated_at" text not null);
create index "payments_hold" on "payments" ("status", "hold_expires_at");
create index "payments_gateway_ref" on "payments" ("gateway_ref");
create table "payment_events" ("seq" integer primary key autoincrement, "payment_id" text not null references "payments" ("id"), "at" text not null, "kind" varchar(20) not null, "request" text not null, "response" text not null, "ok" integer not null, "by_email" text);
create index "payment_events_payment" on "payment_events" ("payment_id", "seq");
insert into "payments" ("id", "purchase_id", "method", "status", "amount_minor", "paid_minor", "refunded_minor", "created_at", "updated_at") select "id", "id", "payment_method", 'unpaid' as "status", 0 as "amount_minor", 0 as "paid_minor", 0 as "refunded_minor", "created_at", "created_at" from "purchases";

-- 0026_payments down
drop index "payment_events_payment";
drop table "payment_events";
drop index "payments_gateway_ref";
drop index "payments_hold";
drop table "payments";

-- 0027_payment_refunds up
create table "payment_refunds" ("seq" integer primary key autoincrement, "id" text not null unique, "payment_id" text not null references "payments" ("id"), "kind" varchar(10) not null check (kind in ('cancel', 'late')), "amount_minor" bigint not null check (amount_minor > 0), "reason" text not null, "state" varchar(10) not null check (state in ('due', 'done', 'failed')), "attempts" integer default 0 not null, "next_attempt_at" text not null, "locked_until" text, "last_error" text, "status_before" varchar(20), "by_email" text, "created_at" text not null, "updated_at" text not null);
create index "payment_refunds_due" on "payment_refunds" ("state", "next_attempt_at");
create index "payment_refunds_payment" on "payment_refunds" ("payment_id", "seq");

-- 0027_payment_refunds down
drop index "payment_refunds_payment";
drop index "payment_refunds_due";
drop table "payment_refunds";

-- 0028_item_specs up
alter table "items" add column "specs" text default '{}' not null;
create table "item_spec_values" ("item_seq" integer not null references "items" ("seq") on delete cascade, "category" text not null, "key" text not null, "text_value" text, "num_value" double precision, constraint "item_spec_values_one_value" check ((text_value is null) <> (num_value is null)));
create index "item_spec_values_text" on "item_spec_values" ("category", "key", "text_value", "item_seq");
create index "item_spec_values_number" on "item_spec_values" ("category", "key", "num_value", "item_seq");
create index "item_spec_values_item" on "item_spec_values" ("item_seq");

-- 0028_item_specs down
drop table "item_spec_values";
alter table "items" drop column "specs";

-- 0029_builds up
create table "builds" ("id" text primary key, "user_id" text not null references "users" ("id") on delete cascade, "name" text not null, "parts" text not null, "created_at" text not null, "updated_at" text not null);
create index "builds_user_created" on "builds" ("user_id", "created_at");

-- 0029_builds down
drop index "builds_user_created";
drop table "builds";

-- 0030_catalog_version up
create table "catalog_version" ("id" integer primary key check (id = 1), "version" bigint not null);
insert into "catalog_version" ("id", "version") values (?, ?);
-- parameters: [1,1]
create trigger items_catalog_version_insert after insert on items begin update catalog_version set version = version + 1 where id = 1; end;
create trigger items_catalog_version_delete after delete on items begin update catalog_version set version = version + 1 where id = 1; end;
create trigger items_catalog_version_update after update of search_text, price_minor, category_id, specs, deleted_at on items begin update catalog_version set version = version + 1 where id = 1; end;

-- 0030_catalog_version down
drop trigger items_catalog_version_insert;
drop trigger items_catalog_version_delete;
drop trigger items_catalog_version_update;
drop table "catalog_version";

-- 0031_companies up
create table "companies" ("id" text primary key, "name" text not null, "bin" varchar(13) not null, "trade_licence" text not null, "billing_address" text not null, "district" varchar(40) not null, "created_at" text not null, "created_by" text not null references "users" ("id"));
create table "company_members" ("user_id" text primary key references "users" ("id") on delete cascade, "company_id" text not null references "companies" ("id") on delete cascade, "role" varchar(20) not null check (role in ('admin', 'approver', 'buyer')), "joined_at" text not null);
create index "company_members_company" on "company_members" ("company_id", "joined_at");
create table "company_invitations" ("id" text primary key, "company_id" text not null references "companies" ("id") on delete cascade, "email" text not null, "role" varchar(20) not null check (role in ('admin', 'approver', 'buyer')), "invited_by" text not null references "users" ("id"), "created_at" text not null, "expires_at" text not null, "status" varchar(20) not null check (status in ('pending', 'accepted', 'declined', 'revoked', 'expired')), "decided_at" text);
create unique index "company_invitations_pending" on "company_invitations" ("company_id", "email") where "status" = 'pending';
create index "company_invitations_email" on "company_invitations" ("email");
alter table "purchases" add column "company_id" text;
alter table "orders" add column "company_id" text;
create index "orders_company_seq" on "orders" ("company_id", "seq");

-- 0031_companies down
drop index "orders_company_seq";
alter table "orders" drop column "company_id";
alter table "purchases" drop column "company_id";
drop index "company_invitations_email";
drop index "company_invitations_pending";
drop table "company_invitations";
drop index "company_members_company";
drop table "company_members";
drop table "companies";

-- 0032_purchase_po up
alter table "purchases" add column "po_number" varchar(35);

-- 0032_purchase_po down
alter table "purchases" drop column "po_number";

-- 0033_purchase_approval up
alter table "company_members" add column "order_limit_minor" bigint check (order_limit_minor >= 0);
alter table "purchases" add column "approval" varchar(20) check (approval in ('awaiting', 'approved', 'rejected'));
alter table "purchases" add column "approval_by" text;
alter table "purchases" add column "approval_at" text;
alter table "purchases" add column "approval_note" text;
create index "purchases_awaiting" on "purchases" ("company_id", "created_at") where "approval" = 'awaiting';

-- 0033_purchase_approval down
drop index "purchases_awaiting";
alter table "purchases" drop column "approval_note";
alter table "purchases" drop column "approval_at";
alter table "purchases" drop column "approval_by";
alter table "purchases" drop column "approval";
alter table "company_members" drop column "order_limit_minor";

-- 0034_customer_groups up
create table "customer_groups" ("id" text primary key, "name" text not null unique, "created_at" text not null);
create table "customer_group_prices" ("group_id" text not null references "customer_groups" ("id") on delete cascade, "item_id" text not null references "items" ("id"), "price_minor" bigint, "percent_off_bp" integer check (percent_off_bp > 0 and percent_off_bp < 10000), "tiers" text default '[]' not null, "valid_from" varchar(10), "valid_until" varchar(10), constraint "customer_group_prices_pkey" primary key ("group_id", "item_id"), constraint "customer_group_prices_one_kind" check ((price_minor is null) <> (percent_off_bp is null)));
alter table "users" add column "customer_group_id" text;
alter table "companies" add column "customer_group_id" text;
create table "customer_group_version" ("id" integer primary key check (id = 1), "version" bigint not null);
insert into "customer_group_version" ("id", "version") values (?, ?);
-- parameters: [1,1]
create trigger customer_group_prices_insert after insert on customer_group_prices begin update customer_group_version set version = version + 1 where id = 1; end;
create trigger customer_group_prices_delete after delete on customer_group_prices begin update customer_group_version set version = version + 1 where id = 1; end;
create trigger customer_group_prices_update after update on customer_group_prices begin update customer_group_version set version = version + 1 where id = 1; end;

-- 0034_customer_groups down
drop trigger customer_group_prices_insert;
drop trigger customer_group_prices_delete;
drop trigger customer_group_prices_update;
drop table "customer_group_version";
alter table "companies" drop column "customer_group_id";
alter table "users" drop column "customer_group_id";
drop table "customer_group_prices";
drop table "customer_groups";

-- 0035_quotes up
create table "quote_requests" ("seq" integer primary key autoincrement, "id" text not null unique, "user_id" text not null references "users" ("id") on delete cascade, "company_id" text, "note" text, "status" varchar(20) not null check (status in ('requested', 'offered', 'changes_requested', 'accepted', 'rejected', 'withdrawn')), "created_at" text not null, "updated_at" text not null, "purchase_id" text);
create index "quote_requests_user" on "quote_requests" ("user_id", "seq");
create index "quote_requests_status" on "quote_requests" ("status", "seq");
create table "quote_request_lines" ("quote_id" text not null references "quote_requests" ("id") on delete cascade, "position" integer not null, "item_id" text not null references "items" ("id"), "quantity" integer not null check (quantity > 0), constraint "quote_request_lines_pk" primary key ("quote_id", "position"));
create table "quote_offers" ("id" text primary key, "quote_id" text not null references "quote_requests" ("id") on delete cascade, "version" integer not null check (version > 0), "valid_until" varchar(10) not null, "message" text, "offered_by" text not null, "created_at" text not null, constraint "quote_offers_version" unique ("quote_id", "version"));
create table "quote_offer_lines" ("offer_id" text not null references "quote_offers" ("id") on delete cascade, "position" integer not null, "item_id" text not null references "items" ("id"), "quantity" integer not null check (quantity > 0), "unit_price_minor" bigint not null check (unit_price_minor >= 0), "list_price_minor" bigint not null, constraint "quote_offer_lines_pk" primary key ("offer_id", "position"));
create table "quote_events" ("seq" integer primary key autoincrement, "quote_id" text not null references "quote_requests" ("id") on delete cascade, "kind" varchar(20) not null check (kind in ('requested', 'offered', 'changes_requested', 'rejected', 'withdrawn', 'accepted')), "by_user" text not null, "staff" integer not null, "message" text, "version" integer, "at" text not null);
create index "quote_events_quote" on "quote_events" ("quote_id", "seq");

-- 0035_quotes down
drop index "quote_events_quote";
drop table "quote_events";
drop table "quote_offer_lines";
drop table "quote_offers";
drop table "quote_request_lines";
drop index "quote_requests_status";
drop index "quote_requests_user";
drop table "quote_requests";

-- 0036_company_terms up
alter table "companies" add column "net_days" integer check (net_days between 1 and 120);
alter table "companies" add column "credit_limit_minor" bigint check (credit_limit_minor >= 0);
alter table "companies" add column "require_po_number" integer default 0 not null check (require_po_number in (0, 1));
alter table "purchases" add column "due_on" varchar(10);
create table "invoice_payments" ("seq" integer primary key autoincrement, "id" text not null unique, "purchase_id" text not null references "purchases" ("id"), "amount_minor" bigint not null check (amount_minor > 0), "paid_on" varchar(10) not null, "reference" text not null, "recorded_by" text not null references "users" ("id"), "created_at" text not null);
create index "invoice_payments_purchase" on "invoice_payments" ("purchase_id", "seq");
create index "purchases_on_invoice" on "purchases" ("company_id", "due_on") where "due_on" is not null;

-- 0036_company_terms down
drop index "purchases_on_invoice";
drop index "invoice_payments_purchase";
drop table "invoice_payments";
alter table "purchases" drop column "due_on";
alter table "companies" drop column "require_po_number";
alter table "companies" drop column "credit_limit_minor";
alter table "companies" drop column "net_days";

-- 0037_reader_notify up

-- 0037_reader_notify down

-- 0038_order_public_price up
alter table "orders" add column "public_price_minor" bigint;

-- 0038_order_public_price down
alter table "orders" drop column "public_price_minor";
