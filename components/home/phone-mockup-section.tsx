import Image from "next/image"

import phoneScreen from "@/public/images/home/phone-screen.webp"
import { Icon } from "@/components/ui/icon"
import { Reveal } from "@/components/motion/reveal"

import { HOME_MOBILE } from "./content"
import { SectionHeading } from "./section-heading"

export function PhoneMockupSection() {
  return (
    <section aria-labelledby="mobile-title" className="overflow-hidden bg-brand-deep text-white">
      <div className="home-section grid gap-14 lg:grid-cols-2 lg:items-center">
        <Reveal className="order-2 flex justify-center lg:order-1">
          <div
            data-testid="phone-mockup"
            className="relative w-[17rem] rounded-[3rem] border-[10px] border-[#1b1f1f] bg-[#1b1f1f] shadow-[0_40px_80px_-20px_rgb(0_0_0/0.6)] sm:w-[19rem]"
          >
            <div aria-hidden="true" className="absolute top-2 left-1/2 z-10 h-6 w-24 -translate-x-1/2 rounded-full bg-[#1b1f1f]" />
            <Image
              src={phoneScreen}
              alt={HOME_MOBILE.imageAlt}
              sizes="(min-width: 640px) 304px, 272px"
              placeholder="blur"
              className="h-auto w-full rounded-[2.2rem]"
            />
          </div>
        </Reveal>
        <Reveal className="order-1 lg:order-2" delay={120}>
          <SectionHeading
            id="mobile-title"
            align="left"
            tone="dark"
            eyebrow={HOME_MOBILE.eyebrow}
            title={HOME_MOBILE.title}
            description={HOME_MOBILE.description}
          />
          <ul className="mt-8 space-y-4">
            {HOME_MOBILE.bullets.map((bullet) => (
              <li key={bullet} className="flex items-start gap-3 text-[#d5e4e1]">
                <span className="check-dot phone-check">
                  <Icon name="check" className="size-4" />
                </span>
                {bullet}
              </li>
            ))}
          </ul>
        </Reveal>
      </div>
    </section>
  )
}
