import { postgresFactory, pgliteFactory } from "../../helpers/data-harness"
import { describeRevisionsContract } from "./revisions-contract"

describeRevisionsContract(pgliteFactory)
const url = process.env.TEST_DATABASE_URL
if (url) describeRevisionsContract(postgresFactory(url))
