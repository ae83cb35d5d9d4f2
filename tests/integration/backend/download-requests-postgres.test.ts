import { describe, it } from "vitest"

import { postgresFactory } from "../../helpers/data-harness"
import { describeDownloadRequestsContract } from "./download-requests-contract"

const url = process.env.TEST_DATABASE_URL

if (url) describeDownloadRequestsContract(postgresFactory(url))
else describe.skip("gated downloads: PostgreSQL (set TEST_DATABASE_URL)", () => it("skipped", () => {}))
