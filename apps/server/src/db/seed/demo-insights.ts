import type { insightArticles } from '../schema/index.js';
import { articleHtmlFromMarkdown } from '../../modules/insights/insight-html.js';
import { parts } from './calendar.js';

type InsightInsert = typeof insightArticles.$inferInsert;

/** Fictional Tasman staff who write the demo insights (no real person is quoted or named). */
const AUTHORS = {
  aroha: { name: 'Aroha Ngata', url: null, image: null, title: 'Investor Education, Tasman' },
  james: { name: 'James Whitfield', url: null, image: null, title: 'Portfolio Specialist, Tasman' },
  mei: { name: 'Mei Chen', url: null, image: null, title: 'KiwiSaver Team, Tasman' },
  olivia: { name: 'Olivia Grant', url: null, image: null, title: 'Client Services, Tasman Australia' },
  sam: { name: 'Sam Patel', url: null, image: null, title: 'Investment Writer, Tasman Australia' },
} as const;

interface DemoInsight {
  channel: 'NZ' | 'AU';
  articleType: 'read' | 'watch' | 'listen';
  title: string;
  summary: string;
  authors: Array<(typeof AUTHORS)[keyof typeof AUTHORS]>;
  bodyMarkdown: string;
}

/**
 * Investor-education articles, newest first: plain explanations with no performance figures, no
 * forecasts and no quotes. 'watch' and 'listen' pieces carry their transcript or show notes as text.
 */
const INSIGHTS: DemoInsight[] = [
  {
    channel: 'NZ',
    articleType: 'read',
    title: 'Why diversification matters',
    summary: 'Spreading your money across many investments and asset classes can smooth the ups and downs along the way.',
    authors: [AUTHORS.aroha],
    bodyMarkdown: `Diversification means not relying on any one investment. A fund that holds hundreds of companies, bonds from many issuers and assets in several countries is less exposed to a setback at any single one of them.

## Asset classes behave differently

- **Cash and bonds** usually move less in value, and pay interest.
- **Shares and property** can rise and fall more, but have historically offered higher long-term growth.

Holding a mix means a fall in one part of a portfolio may be cushioned by another.

## What diversification cannot do

It does not remove risk altogether, and it cannot stop a portfolio falling when most markets fall together. It is a way of managing risk, not avoiding it.

> The right mix depends on how long you are investing for and how comfortable you are with ups and downs.

If you are not sure your fund suits you, an adviser can help you review it.`,
  },
  {
    channel: 'NZ',
    articleType: 'watch',
    title: 'Video: How unit prices work',
    summary: 'A short explainer on what a unit price is, why it changes each business day, and how it relates to your balance.',
    authors: [AUTHORS.james],
    bodyMarkdown: `*This page carries the transcript of our short explainer.*

## Transcript

When you invest in a managed fund you buy **units**. Each unit represents a small share of everything the fund owns.

Every business day the fund's assets are valued. That value, less fees and tax provisions, divided by the number of units on issue, gives the **unit price**.

Your balance is simply the number of units you hold multiplied by the latest unit price. So when the price moves, your balance moves with it, even though the number of units you hold has not changed.

When you contribute, you buy more units at that day's price. When you withdraw, units are sold at that day's price.

You can see your units and the prices used for each transaction in the Transaction History section of this portal.`,
  },
  {
    channel: 'NZ',
    articleType: 'read',
    title: 'Understanding your KiwiSaver fund type',
    summary: 'Defensive, conservative, balanced, growth and aggressive funds differ in how much they hold in growth assets.',
    authors: [AUTHORS.mei],
    bodyMarkdown: `KiwiSaver funds are grouped by how much they invest in **growth assets** such as shares and property, compared with **income assets** such as cash and bonds.

1. **Defensive** and **conservative** funds hold mostly income assets. Their value tends to move less.
2. **Balanced** funds hold a more even mix.
3. **Growth** and **aggressive** funds hold mostly growth assets. Their value can move more, in both directions.

## Matching the fund to your timeframe

Money you will need soon, such as for a first home, may suit a fund whose value moves less. Money you will not touch for decades may have time to ride out the ups and downs of a growth fund.

Your fund's **risk indicator**, on a scale of 1 to 7, is shown in its fund update. You can read the latest fund updates from the Documents section.`,
  },
  {
    channel: 'NZ',
    articleType: 'listen',
    title: 'Podcast notes: Staying the course when markets fall',
    summary: 'Show notes from our conversation about market falls, and why decisions made in a hurry are worth a second look.',
    authors: [AUTHORS.james, AUTHORS.aroha],
    bodyMarkdown: `*Show notes for this episode.*

## In this episode

- Why markets fall from time to time, and why that is a normal part of investing
- What happens to your units when prices fall (you still hold the same number)
- Why switching to a more conservative fund after a fall can turn a paper loss into a real one
- Questions worth asking before changing your investment

## The key idea

A fall in value is not a loss until units are sold. If your goals and timeframe have not changed, your fund choice may not need to change either.

If your circumstances *have* changed, that is a good reason to talk to an adviser.`,
  },
  {
    channel: 'NZ',
    articleType: 'read',
    title: 'Fees: what you pay and why it matters',
    summary: 'Fees are taken from your investment over time, so it is worth knowing what they are and how they are shown.',
    authors: [AUTHORS.aroha],
    bodyMarkdown: `Managed funds charge fees to cover managing the investments, administration and other costs.

## Where to find them

Each fund's **fund update** shows its total annual fund charges as a percentage of the fund's value. Your annual statement shows the fees you paid in dollars over the year.

## Why they matter

Fees are deducted whatever the fund's returns, and the effect adds up over long periods. When you compare funds, look at fees alongside the fund's type, its risk and what it invests in — the cheapest fund is not always the one that suits you.

Read more about comparing funds on [Sorted](https://sorted.org.nz), the government-funded money guide.`,
  },
  {
    channel: 'NZ',
    articleType: 'read',
    title: 'Regular contributions and market ups and downs',
    summary: 'Investing a set amount regularly means buying more units when prices are low and fewer when they are high.',
    authors: [AUTHORS.mei],
    bodyMarkdown: `Many people invest a set amount every pay day, as KiwiSaver members do through their employer.

## How it works

Because the amount stays the same, it buys **more units** when the unit price is lower and **fewer units** when it is higher. Over time this can even out the price you pay.

## What it does not do

It does not guarantee a better result than investing a lump sum, and it does not protect against losses. Its main benefit is habit: investing steadily without trying to pick the right moment.

You can review your regular contributions and standing orders in this portal.`,
  },
  {
    channel: 'NZ',
    articleType: 'watch',
    title: 'Video: Reading your annual statement',
    summary: 'A walk through the sections of your annual statement, from the opening balance to the closing balance.',
    authors: [AUTHORS.mei],
    bodyMarkdown: `*This page carries the transcript of our short explainer.*

## Transcript

Your annual statement starts with your **opening balance** at the beginning of the period.

It then adds your **contributions** — yours, your employer's and any government contribution — and subtracts any **withdrawals**.

Next come **investment earnings**, which can be positive or negative, followed by **fees** and **tax**.

Together, these take you to your **closing balance**. Every line on the statement adds up, so you can follow how your balance changed over the year.

Your statements are available to download from the Reports section of this portal.`,
  },
  {
    channel: 'NZ',
    articleType: 'read',
    title: 'Your prescribed investor rate (PIR)',
    summary: 'Your PIR sets the tax rate on your fund income. Telling us the right rate helps you avoid paying too much or too little.',
    authors: [AUTHORS.aroha],
    bodyMarkdown: `Portfolio investment entities (PIEs), such as most KiwiSaver and managed funds, tax your share of the fund's income at your **prescribed investor rate**.

## Why it matters

- If your PIR is **too high**, you may pay more tax than you need to, and the extra is not refunded.
- If your PIR is **too low**, you may have to pay the difference at the end of the tax year.

## Checking your rate

Inland Revenue's website has a tool to work out your PIR. You can check the rate we hold for you in Profile & Settings.`,
  },
  {
    channel: 'NZ',
    articleType: 'read',
    title: 'What a risk indicator tells you',
    summary: "The risk indicator on a fund update shows how much a fund's returns have gone up and down, on a scale of 1 to 7.",
    authors: [AUTHORS.james],
    bodyMarkdown: `Every fund update includes a **risk indicator**: a number from 1 (lower risk) to 7 (higher risk).

## What it measures

It is based on how much the fund's returns have moved up and down over the past five years. A fund whose value has swung widely gets a higher number.

## What it does not tell you

- It does not predict the future: a fund's ups and downs can change.
- It does not capture every risk, such as the risk of an investment being hard to sell.
- A lower number is not "better" — it is a different trade-off between steadiness and potential growth.

Use it alongside the fund's description and your own timeframe when you compare funds.`,
  },
  {
    channel: 'NZ',
    articleType: 'listen',
    title: 'Podcast notes: Questions to ask before you switch funds',
    summary: 'Show notes from our conversation about switching funds for the right reasons.',
    authors: [AUTHORS.mei, AUTHORS.james],
    bodyMarkdown: `*Show notes for this episode.*

## Questions we discuss

1. Has my timeframe changed — am I likely to need this money sooner or later than I planned?
2. Has my comfort with ups and downs changed, or am I reacting to recent news?
3. Do I understand what the new fund invests in, and its fees?
4. Would an adviser's view help before I decide?

## The key idea

A switch is a decision about your plan. Making it for reasons that will still hold in a few years' time is usually worth the extra thought.`,
  },
  {
    channel: 'AU',
    articleType: 'read',
    title: 'Diversification in a managed fund',
    summary: 'A managed fund pools money from many investors to buy a spread of assets that would be hard to hold on your own.',
    authors: [AUTHORS.sam],
    bodyMarkdown: `A managed fund lets you hold a small part of a large, diversified portfolio.

## Why spread your money

Different assets — Australian shares, international shares, property, bonds and cash — do not all rise and fall at the same time. Holding several can reduce the effect of any one of them doing poorly.

## Keep in mind

Diversification manages risk; it does not remove it. The value of your investment can still go down as well as up.

The fund's product disclosure statement explains what the fund invests in and its risks.`,
  },
  {
    channel: 'AU',
    articleType: 'listen',
    title: 'Podcast notes: Thinking in decades',
    summary: 'Show notes from our conversation about long-term investing and tuning out short-term noise.',
    authors: [AUTHORS.olivia, AUTHORS.sam],
    bodyMarkdown: `*Show notes for this episode.*

## In this episode

- Why daily market moves say little about long-term outcomes
- How your timeframe shapes the level of risk you might accept
- Reviewing your investment when your life changes, not when the headlines do

## Worth remembering

Past performance is not a reliable indicator of future performance. A plan based on your goals is easier to stick to than one based on the news.`,
  },
  {
    channel: 'AU',
    articleType: 'watch',
    title: 'Video: What a unit price tells you',
    summary: 'How a managed fund values its units each business day, and how that flows through to your balance.',
    authors: [AUTHORS.olivia],
    bodyMarkdown: `*This page carries the transcript of our short explainer.*

## Transcript

Your investment in the fund is held as **units**. Each business day the fund's assets are valued and a **unit price** is worked out.

Your balance is the number of units you hold multiplied by the latest unit price.

When you add money, units are bought at that day's price; when you withdraw, units are sold at that day's price. Distributions, where a fund pays them, are either paid to you or reinvested as more units.`,
  },
  {
    channel: 'AU',
    articleType: 'read',
    title: 'Regular investing: building a habit',
    summary: 'Adding a set amount at regular intervals can make investing part of your routine.',
    authors: [AUTHORS.sam],
    bodyMarkdown: `Investing a fixed amount at regular intervals is sometimes called **dollar-cost averaging**.

## How it works

A fixed amount buys more units when prices are lower and fewer when they are higher, which can even out the average price you pay over time.

## What it does not do

It does not guarantee a profit or protect against a loss in falling markets. Its main benefit is consistency: you keep investing without trying to time the market.`,
  },
];

/**
 * The demo insights as rows: published, dated four days apart going back from the day before `today`,
 * their HTML made by the same markdown and allow-list as a staff save.
 */
export function buildDemoInsights(today: string): InsightInsert[] {
  const { year, month, day } = parts(today);
  const counters = { NZ: 0, AU: 0 };
  return INSIGHTS.map((insight) => {
    const index = counters[insight.channel]++;
    const date = new Date(Date.UTC(year, month - 1, day - 1 - index * 4, 0, 0, 0));
    return {
      channel: insight.channel,
      status: 'published' as const,
      articleType: insight.articleType,
      title: insight.title,
      summary: insight.summary,
      bodyMarkdown: insight.bodyMarkdown,
      bodyHtml: articleHtmlFromMarkdown(insight.bodyMarkdown),
      authors: insight.authors.map((author) => ({ ...author })),
      articleDate: date,
      publishedAt: date,
      createdAt: date,
      updatedAt: date,
      updatedByUsername: insight.channel === 'NZ' ? 'demo.staff' : 'demo.austaff',
    };
  });
}
