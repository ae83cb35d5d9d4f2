import { describe, it } from "vitest"

import { postgresFactory } from "../../helpers/data-harness"
import { describeTwoFactorContract } from "./two-factor-contract"

const url = process.env.TEST_DATABASE_URL

if (url) describeTwoFactorContract(postgresFactory(url))
else describe.skip("two-factor sign-in: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
