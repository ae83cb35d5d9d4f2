import { describe, expect, it } from "vitest"

import { crmAddressProblem, isPublicAddress } from "@/lib/server/crm/address"

describe("a CRM's address", () => {
  it("takes only public unicast addresses", () => {
    for (const ip of ["127.0.0.1", "10.1.2.3", "172.16.0.9", "192.168.1.1", "169.254.169.254", "0.0.0.0", "::1", "fc00::1", "fe80::1", "::ffff:127.0.0.1", "100.64.0.1"]) {
      expect(isPublicAddress(ip), ip).toBe(false)
    }
    for (const ip of ["203.0.114.10", "8.8.8.8", "2606:4700:4700::1111"]) expect(isPublicAddress(ip), ip).toBe(true)
  })

  it("refuses http, credentials, loopback and private hosts unless local testing is on", async () => {
    expect(await crmAddressProblem("http://crm.example.com/hook", false)).toBe("not_https")
    expect(await crmAddressProblem("https://user:pw@crm.example.com/hook", false)).toBe("not_https")
    expect(await crmAddressProblem("not a url", false)).toBe("not_https")
    expect(await crmAddressProblem("https://127.0.0.1/hook", false)).toBe("private")
    expect(await crmAddressProblem("https://[::ffff:10.0.0.1]/hook", false)).toBe("private")
    expect(await crmAddressProblem("https://localhost:8443/hook", false)).toBe("private")
    expect(await crmAddressProblem("https://8.8.8.8/hook", false)).toBeNull()
    expect(await crmAddressProblem("http://127.0.0.1:9/hook", true)).toBeNull()
    expect(await crmAddressProblem("ftp://127.0.0.1/hook", true)).toBe("not_https")
  })
})
