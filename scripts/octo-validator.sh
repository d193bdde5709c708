#!/usr/bin/env bash
# Runs octotravel/validator's OCTO supplier flows against the local build (docs/channels.md,
# "The OCTO validator"):
#
#   npm run build
#   bash scripts/octo-validator.sh /path/to/octotravel-validator-checkout
#
# The validator is a Koa server with Postgres, run in Docker; its supplier flows themselves are
# plain TypeScript (backend/src/common/validation/supplier). This copies them into RUN_DIR, installs
# their npm packages there (not in this project), and runs them with a small runner in place of the
# server: the same flows, in the same order, as its ValidationController, without its database log.
# It serves the build on PORT with a fresh database in STATE_DIR, gives a channel "validator" a key
# and every activity and vehicle, prints one line per flow and scenario, and writes the full report
# (requests, answers, errors) to RUN_DIR/report.json.
set -euo pipefail

VALIDATOR_DIR=${1:?usage: bash scripts/octo-validator.sh VALIDATOR_CHECKOUT}
RUN_DIR=${RUN_DIR:-/tmp/octo-validator}
STATE_DIR=${STATE_DIR:-/tmp/octo-validator-state}
PORT=${PORT:-8870}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SUPPLIER="$VALIDATOR_DIR/backend/src/common/validation/supplier"
[ -d "$SUPPLIER" ] || { echo "no supplier flows in $SUPPLIER" >&2; exit 1; }

mkdir -p "$RUN_DIR/src/common/di" "$RUN_DIR/src/api/supplier/validate"
rm -rf "$RUN_DIR/src/common/validation" "$RUN_DIR/src/common/schemas"
mkdir -p "$RUN_DIR/src/common/validation"
cp -r "$SUPPLIER" "$RUN_DIR/src/common/validation/supplier"
cp -r "$VALIDATOR_DIR/backend/src/common/schemas" "$RUN_DIR/src/common/schemas"
cp "$VALIDATOR_DIR/backend/src/api/supplier/validate/ValidationSchema.ts" "$RUN_DIR/src/api/supplier/validate/"
# The runner turns the request context off, so the server's per-request store is never read.
cat > "$RUN_DIR/src/common/di/asyncLocalStorage.ts" <<'EOF'
import { AsyncLocalStorage } from 'node:async_hooks';
export const asyncLocalStorage = new AsyncLocalStorage<{ requestScopedContext: any }>();
EOF
cat > "$RUN_DIR/src/run.ts" <<'EOF'
import { writeFileSync } from 'node:fs';
import { Context } from './common/validation/supplier/services/validation/context/Context';
import { AvailabilityCalendarFlow } from './common/validation/supplier/services/validation/Flows/Availability/AvailabilityCalendarFlow';
import { AvailabilityFlow } from './common/validation/supplier/services/validation/Flows/Availability/AvailabilityFlow';
import { BookingCancellationFlow } from './common/validation/supplier/services/validation/Flows/Booking/BookingCancellationFlow';
import { BookingConfirmationFlow } from './common/validation/supplier/services/validation/Flows/Booking/BookingConfirmationFlow';
import { BookingExtendFlow } from './common/validation/supplier/services/validation/Flows/Booking/BookingExtendFlow';
import { BookingGetFlow } from './common/validation/supplier/services/validation/Flows/Booking/BookingGetFlow';
import { BookingListFlow } from './common/validation/supplier/services/validation/Flows/Booking/BookingListFlow';
import { BookingReservationFlow } from './common/validation/supplier/services/validation/Flows/Booking/BookingReservationFlow';
import { BookingUpdateFlow } from './common/validation/supplier/services/validation/Flows/Booking/BookingUpdateFlow';
import { ProductFlow } from './common/validation/supplier/services/validation/Flows/Product/ProductFlow';
import { SupplierFlow } from './common/validation/supplier/services/validation/Flows/Supplier/SupplierFlow';

async function main() {
  const context = new Context();
  context.setSchema({
    backend: { endpoint: process.env.OCTO_ENDPOINT!, headers: { Authorization: `Bearer ${process.env.OCTO_KEY}` } },
  });
  context.useRequestContext = false;
  const flows = [
    new SupplierFlow(), new ProductFlow(), new AvailabilityCalendarFlow(), new AvailabilityFlow(),
    new BookingReservationFlow(), new BookingExtendFlow(), new BookingConfirmationFlow(),
    new BookingUpdateFlow(), new BookingCancellationFlow(), new BookingGetFlow(), new BookingListFlow(),
  ];
  const results: any[] = [];
  for (const flow of flows) {
    results.push(await flow.validate(context));
    if (context.terminateValidation) break;
  }
  writeFileSync(process.env.OCTO_REPORT!, JSON.stringify(results, null, 2));
  for (const flow of results) {
    console.log(`${flow.validationResult.padEnd(8)} ${flow.name}`);
    for (const scenario of flow.scenarios) {
      console.log(`  ${scenario.validationResult.padEnd(8)} ${scenario.name}`);
      if (scenario.validationResult !== 'SUCCESS') for (const e of scenario.errors) console.log(`      - ${e.message}`);
    }
  }
}
main().catch((error) => { console.error(error); process.exit(1); });
EOF
[ -f "$RUN_DIR/package.json" ] || echo '{ "name": "octo-validator-runner", "private": true }' > "$RUN_DIR/package.json"
# The versions of the validator's backend/package.json.
(cd "$RUN_DIR" && npm install --no-audit --no-fund --silent @octocloud/core @octocloud/types@2 yup@0.32.11 \
  date-fns@4.1.0 date-fns-tz@3.2.0 ramda@0.28.0 uuid@9.0.0 @needle-di/core@0.10.1 tsx)

cd "$ROOT"
rm -rf "$STATE_DIR"
D1_STATE_DIR="$STATE_DIR" npx node scripts/local-db.ts
KEY=$(D1_STATE_DIR="$STATE_DIR" npm run --silent channel:key -- --channel validator --kind octo | tail -1)
npx wrangler d1 execute DB --local --persist-to "$STATE_DIR" --command \
  "INSERT INTO channel_items (channel_id, activity_id) SELECT c.id, a.id FROM channels c, activities a WHERE c.name = 'validator';
   INSERT INTO channel_items (channel_id, transport_id) SELECT c.id, t.id FROM channels c, transports t WHERE c.name = 'validator';" \
  > /dev/null
# Its own process group, so that stopping it stops npx's node child too.
PORT=$PORT D1_STATE_DIR="$STATE_DIR" setsid npx node scripts/serve.ts > "$RUN_DIR/serve.log" 2>&1 &
SERVER=$!
trap 'kill -- -$SERVER 2>/dev/null' EXIT
for _ in $(seq 60); do
  curl -fs -o /dev/null -H "Authorization: Bearer $KEY" "http://localhost:$PORT/octo/supplier" && break
  sleep 1
done
# tsx under the project's Node 24 (the machine's own Node may be older).
(cd "$RUN_DIR" && OCTO_ENDPOINT="http://localhost:$PORT/octo" OCTO_KEY="$KEY" OCTO_REPORT="$RUN_DIR/report.json" \
  "$ROOT/node_modules/.bin/node" node_modules/.bin/tsx src/run.ts | grep -v '^[0-9]\{4\}-')
