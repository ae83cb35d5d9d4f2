import { pgliteFactory } from "../../helpers/data-harness"
import { describeTwoFactorContract } from "./two-factor-contract"

describeTwoFactorContract(pgliteFactory)
