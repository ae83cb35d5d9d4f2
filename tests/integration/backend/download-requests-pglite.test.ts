import { pgliteFactory } from "../../helpers/data-harness"
import { describeDownloadRequestsContract } from "./download-requests-contract"

describeDownloadRequestsContract(pgliteFactory)
