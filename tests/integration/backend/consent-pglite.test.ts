import { pgliteFactory } from "../../helpers/data-harness"
import { describeConsentContract } from "./consent-contract"

describeConsentContract(pgliteFactory)
