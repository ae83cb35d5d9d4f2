import { pgliteFactory } from "../../helpers/data-harness"
import { describeAnalyticsContract } from "./analytics-contract"

describeAnalyticsContract(pgliteFactory)
