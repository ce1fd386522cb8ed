// Demo data, idempotent: `npm run seed`. Bulk data for benchmarks: `npm run seed -- --scale 10000`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '@/lib/db';
import { env } from '@/lib/env';
import { hashPassword } from '@/lib/auth/passwords';
import {
  brands,
  campaigns,
  collaborationEvents,
  contentSubmissions,
  creators,
  invitations,
  messages,
  notifications,
  participationRequests,
  postMetricReports,
  type Deliverable,
} from '@/models';
import { writeClicks, type Click } from '@/lib/tracking/clicks';
import { storeConversion } from '@/lib/reports/conversions';
import { todayInIndia } from '@/lib/campaigns/deadline';
import { seedFunding } from '@/lib/payments/service';

const DEMO_PASSWORD = 'demo-password';
// Fixed ids make the seed idempotent: a second run inserts nothing new.
const id = (name: string) => {
  const h = crypto.createHash('sha1').update(`collabmarket-demo:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** A shipped demo picture (`public/demo/<file>.webp`) copied into the uploads folder, as an upload's stored path. */
async function demoUpload(file: string): Promise<string> {
  const name = `${crypto.createHash('md5').update(`demo-${file}`).digest('hex')}.webp`;
  const target = path.join(env().UPLOADS_DIR, name);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(env().UPLOADS_DIR, { recursive: true });
    fs.copyFileSync(path.join(process.cwd(), 'public', 'demo', `${file}.webp`), target);
  }
  return `uploads/${name}`;
}
const demoImage = (n: number) => demoUpload(`campaign-${n}`);

const brandRows = [
  {
    key: 'brand-demo',
    name: 'Asha Verma',
    email: 'brand@demo.collabmarket.local',
    brandName: 'Chai & Co',
    phone: '+919812345678',
    companyType: 'Private',
    gstNo: '27AAPFU0939F1ZV',
    address: 'MI Road, Jaipur',
  },
  {
    key: 'brand-2',
    name: 'Rohan Mehta',
    email: 'rohan@urbanthreads.example',
    brandName: 'Urban Threads',
    phone: '+919812345679',
    companyType: 'LLP',
    gstNo: '27AAPFU0939F1ZV',
    address: 'Bandra West, Mumbai',
  },
  {
    key: 'brand-3',
    name: 'Meera Iyer',
    email: 'meera@fitfuel.example',
    brandName: 'FitFuel',
    phone: '+919812345680',
    companyType: 'Public',
    gstNo: '27AAPFU0939F1ZV',
    address: 'Indiranagar, Bengaluru',
  },
  {
    key: 'brand-4',
    name: 'Kabir Singh',
    email: 'kabir@wanderlust.example',
    brandName: 'Wanderlust Trips',
    phone: '+919812345681',
    companyType: 'Sole Proprietorship',
    gstNo: '27AAPFU0939F1ZV',
    address: 'Connaught Place, Delhi',
  },
];

const creatorRows = [
  {
    key: 'creator-demo',
    name: 'Priya Sharma',
    email: 'creator@demo.collabmarket.local',
    phone: '+919876543210',
    niche: 'Tech reviews',
    city: 'Jaipur',
    bio: 'I review gadgets and apps for 80K followers.',
    tags: ['Tech', 'Lifestyle'],
    handles: [
      { platform: 'Instagram', handle: '@priya.tech', followers: 18000, avgViews: 6500, engagementRate: 4.2 },
      { platform: 'YouTube', handle: 'PriyaTech', followers: 62000, avgViews: 21000 },
      { platform: 'TikTok', handle: '@priya.tech', followers: 9000 },
      { platform: 'Twitter', handle: '@priyatech', followers: 6000 },
    ],
  },
  {
    key: 'creator-2',
    name: 'Arjun Nair',
    email: 'arjun@creators.example',
    phone: '+919876543211',
    niche: 'Travel vlogs',
    city: 'Kochi',
    bio: 'Slow travel across India.',
    tags: ['Travel', 'Food'],
    handles: [
      { platform: 'YouTube', handle: 'ArjunWanders', followers: 25000 },
      { platform: 'Instagram', handle: '@arjun.wanders', followers: 14000, engagementRate: 3.1 },
    ],
  },
  {
    key: 'creator-3',
    name: 'Sana Khan',
    email: 'sana@creators.example',
    phone: '+919876543212',
    niche: 'Fashion',
    city: 'Mumbai',
    bio: 'Everyday style on a budget.',
    tags: ['Lifestyle', 'Marketing'],
    handles: [{ platform: 'Instagram', handle: '@sana.styles', followers: 15000, engagementRate: 5.5 }],
  },
  {
    key: 'creator-4',
    name: 'Dev Patel',
    email: 'dev@creators.example',
    phone: '+919876543213',
    niche: 'Fitness',
    city: 'Ahmedabad',
    bio: 'Home workouts and honest supplement reviews.',
    tags: ['Lifestyle'],
    handles: [
      { platform: 'TikTok', handle: '@devlifts', followers: 30000 },
      { platform: 'Instagram', handle: '@devlifts', followers: 9000 },
    ],
  },
  {
    key: 'creator-5',
    name: 'Neha Joshi',
    email: 'neha@creators.example',
    phone: '+919876543214',
    niche: 'Food',
    city: 'Pune',
    bio: 'Street food and home recipes.',
    tags: ['Food', 'Travel'],
    handles: [{ platform: 'Instagram', handle: '@nehaeats', followers: 22000, avgViews: 8000 }],
  },
  // More for the brands' Find creators page: other platforms, cities and audience sizes.
  {
    key: 'creator-6',
    name: 'Kavya Reddy',
    email: 'kavya@creators.example',
    phone: '+919876543215',
    niche: 'Beauty',
    city: 'Hyderabad',
    bio: 'Skincare for Indian summers, tested on camera.',
    tags: ['Lifestyle', 'Marketing'],
    handles: [
      { platform: 'Instagram', handle: '@kavya.glow', followers: 240000, avgViews: 52000, engagementRate: 3.8 },
      { platform: 'YouTube', handle: 'KavyaGlow', followers: 88000, avgViews: 30000 },
      { platform: 'Facebook', handle: 'kavyaglow', followers: 41000 },
    ],
  },
  {
    key: 'creator-7',
    name: 'Rahul Menon',
    email: 'rahul@creators.example',
    phone: '+919876543216',
    niche: 'Gaming',
    city: 'Bengaluru',
    bio: 'Mobile gaming streams and esports news.',
    tags: ['Tech'],
    handles: [
      { platform: 'YouTube', handle: 'RahulPlays', followers: 1200000, avgViews: 310000, engagementRate: 6.1 },
      { platform: 'Twitter', handle: '@rahulplays', followers: 75000 },
    ],
  },
  {
    key: 'creator-8',
    name: 'Fatima Sheikh',
    email: 'fatima@creators.example',
    phone: '+919876543217',
    niche: 'Personal finance',
    city: 'Lucknow',
    bio: 'Money basics in Hindi and English.',
    tags: ['Marketing'],
    handles: [
      { platform: 'Twitter', handle: '@fatimafinance', followers: 54000, engagementRate: 2.2 },
      { platform: 'Facebook', handle: 'fatimafinance', followers: 12000 },
    ],
  },
  {
    key: 'creator-9',
    name: 'Ishaan Bose',
    email: 'ishaan@creators.example',
    phone: '+919876543218',
    niche: 'Comedy',
    city: 'Kolkata',
    bio: 'Sketches about office life and family WhatsApp groups.',
    tags: ['Lifestyle'],
    handles: [
      { platform: 'TikTok', handle: '@ishaanlol', followers: 410000, avgViews: 150000 },
      { platform: 'Instagram', handle: '@ishaan.lol', followers: 96000 },
    ],
  },
  {
    key: 'creator-10',
    name: 'Lakshmi Iyer',
    email: 'lakshmi@creators.example',
    phone: '+919876543219',
    niche: 'Food',
    city: 'Chennai',
    bio: 'Temple-town breakfasts and filter coffee.',
    tags: ['Food', 'Travel'],
    handles: [{ platform: 'Facebook', handle: 'lakshmicooks', followers: 3000 }],
  },
];

const campaignRows: {
  key: string;
  brand: string;
  campaignName: string;
  interest: string;
  platform: string;
  min: number;
  max: number;
  incentives: string;
  description: string;
  days: number;
  deliverables: Deliverable[];
  fee: number | null;
  applyIn: number;
  dueIn: number;
  guidelines: string;
  url: string | null;
}[] = [
  {
    key: 'c1',
    brand: 'brand-demo',
    campaignName: 'Monsoon Masala Chai Launch',
    interest: 'Health',
    platform: 'Instagram',
    min: 2000,
    max: 40000,
    incentives: '₹6,000 per reel + free hamper',
    description: 'Brew our new masala chai blend on camera and share your rainy-day ritual.',
    days: 1,
    deliverables: [
      { platform: 'Instagram', kind: 'reel', count: 1 },
      { platform: 'Instagram', kind: 'story', count: 3 },
    ],
    fee: 6000,
    applyIn: 10,
    dueIn: 21,
    guidelines: "Do: brew the chai on camera and show the pack.\nDo: tag @chaiandco and use #MonsoonChai.\nDon't: show other tea brands.",
    url: 'https://chaiandco.example/monsoon',
  },
  {
    key: 'c2',
    brand: 'brand-demo',
    campaignName: 'Office Chai Break Challenge',
    interest: 'Health',
    platform: 'YouTube',
    min: 5000,
    max: 100000,
    incentives: '₹15,000 per video',
    description: 'A short video about the chai break that gets your team through the afternoon.',
    days: 12,
    deliverables: [
      { platform: 'YouTube', kind: 'video', count: 1 },
      { platform: 'YouTube', kind: 'short', count: 2 },
    ],
    fee: 15000,
    applyIn: 14,
    dueIn: 30,
    guidelines: "Do: keep it real, film at your actual workplace.\nDon't: script it like an ad; no claims about health benefits.",
    url: 'https://chaiandco.example/office',
  },
  {
    key: 'c3',
    brand: 'brand-2',
    campaignName: 'Festive Kurta Lookbook',
    interest: 'Fashion',
    platform: 'Instagram',
    min: 3000,
    max: 60000,
    incentives: '₹8,000 + 3 kurtas',
    description: 'Style three of our festive kurtas for Diwali evenings.',
    days: 2,
    deliverables: [
      { platform: 'Instagram', kind: 'post', count: 3 },
      { platform: 'Instagram', kind: 'reel', count: 1 },
    ],
    fee: 8000,
    applyIn: 7,
    dueIn: 18,
    guidelines: "Do: style each kurta for an evening look.\nDo: natural light, no heavy filters.\nDon't: show competitor labels.",
    url: 'https://urbanthreads.example/festive',
  },
  {
    key: 'c4',
    brand: 'brand-2',
    campaignName: 'Streetwear Drop Teasers',
    interest: 'Fashion',
    platform: 'TikTok',
    min: 1000,
    max: 20000,
    incentives: '₹4,000 per clip',
    description: 'Tease our winter streetwear drop with a 15-second transition clip.',
    days: 20,
    deliverables: [{ platform: 'TikTok', kind: 'short', count: 2 }],
    fee: null,
    applyIn: 12,
    dueIn: 20,
    guidelines: "Do: a 15-second transition clip with our drop.\nDon't: use copyrighted music outside the app's library.",
    url: null,
  },
  {
    key: 'c5',
    brand: 'brand-3',
    campaignName: 'Protein Breakfast Week',
    interest: 'Health',
    platform: 'Instagram',
    min: 4000,
    max: 80000,
    incentives: '₹10,000 + a month of FitFuel',
    description: 'Seven days of protein breakfasts with our oats and nut butters.',
    days: 3,
    deliverables: [
      { platform: 'Instagram', kind: 'story', count: 7 },
      { platform: 'Instagram', kind: 'post', count: 1 },
    ],
    fee: 10000,
    applyIn: 9,
    dueIn: 25,
    guidelines: "Do: one breakfast a day for seven days, show the label.\nDon't: make medical or weight-loss claims.",
    url: 'https://fitfuel.example/breakfast',
  },
  {
    key: 'c6',
    brand: 'brand-3',
    campaignName: 'Home Workout Series',
    interest: 'Health',
    platform: 'YouTube',
    min: 8000,
    max: 160000,
    incentives: '₹25,000 for a 3-part series',
    description: 'A three-part beginner home workout series featuring our shaker and bands.',
    days: 30,
    deliverables: [{ platform: 'YouTube', kind: 'video', count: 3 }],
    fee: 25000,
    applyIn: 20,
    dueIn: 45,
    guidelines: "Do: beginner-friendly moves, safety first.\nDon't: film in a gym; this is a home series.",
    url: 'https://fitfuel.example/home',
  },
  {
    key: 'c7',
    brand: 'brand-4',
    campaignName: 'Hidden Rajasthan Weekends',
    interest: 'Travel',
    platform: 'Instagram',
    min: 5000,
    max: 120000,
    incentives: 'Sponsored 3-day trip + ₹12,000',
    description: 'Discover a lesser-known town in Rajasthan with us and tell its story.',
    days: 4,
    deliverables: [
      { platform: 'Instagram', kind: 'reel', count: 2 },
      { platform: 'Instagram', kind: 'story', count: 5 },
      { platform: 'YouTube', kind: 'video', count: 1 },
    ],
    fee: 12000,
    applyIn: 15,
    dueIn: 40,
    guidelines: "Do: tell the story of the town and its people.\nDo: credit local guides.\nDon't: fly drones where they are not allowed.",
    url: 'https://wanderlust.example/rajasthan',
  },
  {
    key: 'c8',
    brand: 'brand-4',
    campaignName: 'Gadget Packing List',
    interest: 'Technology',
    platform: 'Twitter',
    min: 1000,
    max: 20000,
    incentives: '₹3,000 per thread',
    description: 'A thread on the travel tech you never leave home without.',
    days: 9,
    deliverables: [{ platform: 'Twitter', kind: 'post', count: 5 }],
    fee: null,
    applyIn: 8,
    dueIn: 15,
    guidelines: "Do: a thread of 5 posts with photos of your own kit.\nDon't: post affiliate links of other shops.",
    url: null,
  },
];

async function seedDemo(db: Db) {
  const hash = await hashPassword(DEMO_PASSWORD);
  const logos = await Promise.all(brandRows.map((_, i) => demoUpload(`brand-${i + 1}`)));
  const pictures = await Promise.all(creatorRows.map((_, i) => demoUpload(`creator-${i + 1}`)));
  await db
    .insert(brands)
    .values(
      brandRows.map((b, i) => ({
        id: id(b.key),
        name: b.name,
        email: b.email,
        passwordHash: hash,
        phone: b.phone,
        brandName: b.brandName,
        companyType: b.companyType,
        gstNo: b.gstNo,
        address: b.address,
        brandLogo: logos[i],
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(creators)
    .values(
      creatorRows.map((c, i) => ({
        id: id(c.key),
        name: c.name,
        email: c.email,
        passwordHash: hash,
        phone: c.phone,
        niche: c.niche,
        city: c.city,
        bio: c.bio,
        tags: c.tags,
        socialMediaHandles: c.handles.map((h) => ({ ...h, followersUpdatedAt: new Date().toISOString() })),
        profilePicture: pictures[i],
      })),
    )
    .onConflictDoNothing();
  // A demo seeded before the accounts had pictures gets them (one its people replaced stays theirs).
  for (const [i, b] of brandRows.entries()) {
    await db
      .update(brands)
      .set({ brandLogo: logos[i] })
      .where(and(eq(brands.id, id(b.key)), isNull(brands.brandLogo)));
  }
  for (const [i, c] of creatorRows.entries()) {
    await db
      .update(creators)
      .set({ profilePicture: pictures[i] })
      .where(and(eq(creators.id, id(c.key)), isNull(creators.profilePicture)));
  }
  const rows = [];
  for (const [i, c] of campaignRows.entries()) {
    const brand = brandRows.find((b) => b.key === c.brand)!;
    rows.push({
      id: id(c.key),
      brandId: id(c.brand),
      campaignName: c.campaignName,
      brandName: brand.brandName,
      interest: c.interest,
      platform: c.platform,
      minFollowers: c.min,
      maxFollowers: c.max,
      incentives: c.incentives,
      description: c.description,
      campaignImage: await demoImage(i + 1),
      // The brief: deadlines ahead of today (India time), some campaigns paying in product only.
      deliverables: c.deliverables,
      feePaise: c.fee === null ? null : c.fee * 100,
      applyBy: todayInIndia(Date.now() + c.applyIn * 86_400_000),
      contentDueBy: todayInIndia(Date.now() + c.dueIn * 86_400_000),
      contentGuidelines: c.guidelines,
      destinationUrl: c.url,
      createdAt: new Date(Date.now() - c.days * 86_400_000),
    });
  }
  await db.insert(campaigns).values(rows).onConflictDoNothing();
  const requests: { campaign: string; creator: string; status: 'pending' | 'approved' | 'declined' }[] = [
    { campaign: 'c1', creator: 'creator-2', status: 'pending' },
    { campaign: 'c1', creator: 'creator-3', status: 'pending' },
    { campaign: 'c2', creator: 'creator-demo', status: 'approved' },
    { campaign: 'c3', creator: 'creator-demo', status: 'pending' },
    { campaign: 'c5', creator: 'creator-4', status: 'declined' },
    { campaign: 'c7', creator: 'creator-5', status: 'approved' },
  ];
  const inserted = await db
    .insert(participationRequests)
    .values(
      requests.map((r) => ({
        id: id(`req-${r.campaign}-${r.creator}`),
        campaignId: id(r.campaign),
        creatorId: id(r.creator),
        brandId: id(campaignRows.find((c) => c.key === r.campaign)!.brand),
        status: r.status,
        stage: r.status === 'pending' ? ('requested' as const) : r.status === 'approved' ? ('active' as const) : ('declined' as const),
        decidedAt: r.status === 'pending' ? null : new Date(),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: participationRequests.id });
  if (inserted.length > 0) {
    const name = (key: string) => creatorRows.find((c) => c.key === key)!.name;
    const campaign = (key: string) => campaignRows.find((c) => c.key === key)!;
    const brandOf = (key: string) => brandRows.find((b) => b.key === campaign(key).brand)!;
    await db.insert(notifications).values(
      requests.flatMap((r) => {
        const out: (typeof notifications.$inferInsert)[] = [
          {
            recipientRole: 'brand',
            recipientId: id(campaign(r.campaign).brand),
            type: 'request',
            message: `${name(r.creator)} asked to join ${campaign(r.campaign).campaignName}`,
            campaignId: id(r.campaign),
            actorId: id(r.creator),
          },
        ];
        if (r.status !== 'pending') {
          out.push({
            recipientRole: 'creator',
            recipientId: id(r.creator),
            type: r.status === 'approved' ? 'approval' : 'rejection',
            message: `${brandOf(r.campaign).brandName} ${r.status} your request to join ${campaign(r.campaign).campaignName}`,
            campaignId: id(r.campaign),
            actorId: id(campaign(r.campaign).brand),
          });
        }
        return out;
      }),
    );
  }
  if (inserted.length > 0) {
    // Each request's timeline: asked, and decided.
    await db.insert(collaborationEvents).values(
      requests.flatMap((r) => {
        const collaborationId = id(`req-${r.campaign}-${r.creator}`);
        const brandId = id(campaignRows.find((c) => c.key === r.campaign)!.brand);
        const asked = {
          collaborationId,
          actorRole: 'creator' as const,
          actorId: id(r.creator),
          kind: 'requested',
          createdAt: new Date(Date.now() - 72 * 3_600_000),
        };
        return r.status === 'pending'
          ? [asked]
          : [asked, { collaborationId, actorRole: 'brand' as const, actorId: brandId, kind: r.status, createdAt: new Date(Date.now() - 60 * 3_600_000) }];
      }),
    );
  }
  await seedDemoCollaboration(db, id('req-c2-creator-demo'), id('brand-demo'), id('creator-demo'));
  await seedDemoReporting(db);
  // Paid jobs past funding are funded (completed ones paid out), so the demo's jobs agree with the money rules.
  await seedFunding(db);
  // One invitation waiting for the demo creator: FitFuel's YouTube series fits their 62K YouTube audience.
  const invited = await db
    .insert(invitations)
    .values({
      id: id('inv-c6-creator-demo'),
      campaignId: id('c6'),
      brandId: id('brand-3'),
      creatorId: id('creator-demo'),
      note: 'Loved your gadget unboxings. Would you film a home workout with our protein shakes?',
      createdAt: new Date(Date.now() - 5 * 3_600_000),
    })
    .onConflictDoNothing()
    .returning({ id: invitations.id });
  if (invited.length > 0) {
    await db.insert(notifications).values({
      recipientRole: 'creator',
      recipientId: id('creator-demo'),
      type: 'invitation',
      message: 'FitFuel invited you to Home Workout Series',
      campaignId: id('c6'),
      actorId: id('brand-3'),
      createdAt: new Date(Date.now() - 5 * 3_600_000),
    });
  }
  console.log(`demo data ready: brand ${brandRows[0].email} / creator ${creatorRows[0].email}, password "${DEMO_PASSWORD}"`);
}

/**
 * The demo creator's approved job on the demo brand's campaign, mid-way: a few messages, a first
 * version the brand asked to change, and the timeline of it all. Skipped once it has messages.
 */
async function seedDemoCollaboration(db: Db, collaborationId: string, brandId: string, creatorId: string) {
  const [has] = await db.select({ id: messages.id }).from(messages).where(eq(messages.collaborationId, collaborationId)).limit(1);
  if (has) return;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
  await db.insert(messages).values([
    {
      collaborationId,
      senderRole: 'creator',
      senderId: creatorId,
      text: 'Hi! Should the reel show the product in use or just unboxing?',
      createdAt: at(50),
      seenAt: at(49),
    },
    { collaborationId, senderRole: 'brand', senderId: brandId, text: 'In use, please: morning routine works best for us.', createdAt: at(48), seenAt: at(47) },
    { collaborationId, senderRole: 'brand', senderId: brandId, text: 'I left a note on version 1. The light is lovely!', createdAt: at(2) },
  ]);
  await db.insert(contentSubmissions).values({
    collaborationId,
    version: 1,
    caption: 'My mornings got an upgrade #ad',
    draftUrl: 'https://drive.example.com/demo-draft-v1',
    reviewDecision: 'changes',
    reviewComment: 'Please show the logo in the first three seconds.',
    reviewedAt: at(3),
    createdAt: at(20),
  });
  await db.insert(collaborationEvents).values([
    { collaborationId, actorRole: 'creator', actorId: creatorId, kind: 'submitted', detail: 'Version 1', createdAt: at(20) },
    {
      collaborationId,
      actorRole: 'brand',
      actorId: brandId,
      kind: 'changes_requested',
      detail: 'Please show the logo in the first three seconds.',
      createdAt: at(3),
    },
  ]);
  await db
    .update(participationRequests)
    .set({ stage: 'changes_requested', updatedAt: at(2) })
    .where(eq(participationRequests.id, collaborationId));
}

/**
 * Something for the demo brand's report to show: two more creators on "Office Chai Break
 * Challenge" whose posts went live 10 and 8 days ago (one since completed), with their visits and
 * sales written the way the app writes them (lib/tracking's click batches, lib/reports's sale
 * write, so the daily rollups agree with the raw rows), and the figures they reported. Skipped
 * once the first of them exists.
 */
async function seedDemoReporting(db: Db) {
  const jobs = [
    { creator: 'creator-6', liveDaysAgo: 10, stage: 'completed' as const, views: [8200, 21400, 30100] },
    { creator: 'creator-7', liveDaysAgo: 8, stage: 'live' as const, views: [5100, 12800] },
  ];
  const campaignId = id('c2');
  const inserted = await db
    .insert(participationRequests)
    .values(
      jobs.map((j) => ({
        id: id(`req-c2-${j.creator}`),
        campaignId,
        creatorId: id(j.creator),
        brandId: id('brand-demo'),
        status: 'approved' as const,
        stage: j.stage,
        postUrls: [`https://www.youtube.com/watch?v=demo-${j.creator}`],
        decidedAt: new Date(Date.now() - (j.liveDaysAgo + 2) * 86_400_000),
        createdAt: new Date(Date.now() - (j.liveDaysAgo + 3) * 86_400_000),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: participationRequests.id });
  if (inserted.length === 0) return;
  const random = seeded(16);
  const devices = ['mobile', 'mobile', 'mobile', 'desktop', 'tablet'] as const;
  const referrers = ['www.youtube.com', 'm.youtube.com', 'www.instagram.com', null] as const;
  for (const [n, j] of jobs.entries()) {
    const collaborationId = id(`req-c2-${j.creator}`);
    const at = (daysAgo: number, hour: number) => new Date(Date.now() - daysAgo * 86_400_000 + (hour - 12) * 3_600_000);
    const reports = j.views.map((views, i) => ({
      collaborationId,
      views,
      likes: Math.round(views * 0.06),
      comments: Math.round(views * 0.004),
      reportedAt: at(j.liveDaysAgo - i * 4, 0),
    }));
    await db.insert(postMetricReports).values(reports);
    await db.insert(contentSubmissions).values({
      collaborationId,
      version: 1,
      caption: 'Chai o’clock at the office #ad',
      draftUrl: `https://drive.example.com/demo-${j.creator}-v1`,
      reviewDecision: 'approve',
      reviewedAt: at(j.liveDaysAgo + 1, 0),
      createdAt: at(j.liveDaysAgo + 1.5, 0),
    });
    const event = (kind: string, daysAgo: number, role: 'brand' | 'creator') => ({
      collaborationId,
      actorRole: role,
      actorId: id(role === 'brand' ? 'brand-demo' : j.creator),
      kind,
      createdAt: at(daysAgo, 0),
    });
    await db
      .insert(collaborationEvents)
      .values([
        event('requested', j.liveDaysAgo + 3, 'creator'),
        event('approved', j.liveDaysAgo + 2, 'brand'),
        event('submitted', j.liveDaysAgo + 1.5, 'creator'),
        event('content_approved', j.liveDaysAgo + 1, 'brand'),
        event('live', j.liveDaysAgo, 'creator'),
        ...(j.stage === 'completed' ? [event('completed', 2, 'brand')] : []),
      ]);
    const last = reports.at(-1)!;
    await db
      .update(participationRequests)
      .set({ metrics: { views: last.views, likes: last.likes, comments: last.comments, reportedAt: last.reportedAt.toISOString() } })
      .where(eq(participationRequests.id, collaborationId));
    // Visits fade after the post's first days; a few bots and repeat visitors among them.
    const clicks: Click[] = [];
    let sales = 0;
    for (let d = j.liveDaysAgo; d >= 0; d--) {
      const visits = Math.round((60 + 40 * n) * Math.exp(-(j.liveDaysAgo - d) / 4) + 5 + random() * 8);
      for (let v = 0; v < visits; v++) {
        const when = at(d, Math.min(11, Math.floor(random() * 12)));
        const visitor = Math.floor(random() * visits * 0.8);
        const bot = random() < 0.05;
        clicks.push({
          id: crypto.randomUUID(),
          collaborationId,
          at: when,
          day: todayInIndia(when.getTime()),
          visitorKey: `demo-${n}-${d}-${visitor}`,
          referrerHost: referrers[Math.floor(random() * referrers.length)],
          device: bot ? 'other' : devices[Math.floor(random() * devices.length)],
          bot,
          counted: !bot,
        });
      }
      const daySales = Math.floor(visits * (0.03 + random() * 0.03));
      for (let k = 0; k < daySales; k++) {
        sales += 1;
        await db.transaction((tx) =>
          storeConversion(tx, {
            campaignId,
            collaborationId,
            orderId: `DEMO-${j.creator}-${sales}`,
            amountMinor: (899 + Math.floor(random() * 6) * 200) * 100,
            source: random() < 0.6 ? 'link' : 'promo',
            clickId: null,
            at: at(d, 10),
          }),
        );
      }
    }
    await writeClicks(db, clicks);
  }
}

/** A small deterministic generator (mulberry32), so every seeded demo looks the same. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The directory's scale creators: niches, cities, tags and bios to filter on. Like real ones they
// crowd into a few (a name repeated is that much more likely): 4% are in Fashion in Mumbai, while
// a small niche in a small city holds 0.25%.
const weighted = (pairs: [string, number][]) => pairs.flatMap(([v, n]) => Array<string>(n).fill(v));
const SCALE_NICHES = weighted([
  ['Fashion', 4],
  ['Food', 3],
  ['Tech reviews', 3],
  ['Fitness', 2],
  ['Beauty', 2],
  ['Travel vlogs', 2],
  ['Gaming', 1],
  ['Personal finance', 1],
  ['Parenting', 1],
  ['Comedy', 1],
]);
const SCALE_CITIES = weighted([
  ['Mumbai', 4],
  ['Delhi', 3],
  ['Bengaluru', 3],
  ['Hyderabad', 2],
  ['Chennai', 1],
  ['Pune', 1],
  ['Kolkata', 1],
  ['Jaipur', 1],
  ['Ahmedabad', 1],
  ['Kochi', 1],
  ['Lucknow', 1],
  ['Indore', 1],
]);
const SCALE_FIRST = ['Aarav', 'Diya', 'Kabir', 'Ananya', 'Rohan', 'Isha', 'Vihaan', 'Meera', 'Arjun', 'Sara', 'Dev', 'Zoya', 'Neel', 'Tara', 'Yash', 'Riya'];
const SCALE_LAST = ['Sharma', 'Nair', 'Khan', 'Patel', 'Joshi', 'Iyer', 'Reddy', 'Das', 'Gupta', 'Singh', 'Menon', 'Bose'];
const textArray = (xs: readonly string[]) => sql.raw(`array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * N creators with audiences for the directory: each has a main platform and, with 35% chance each,
 * more; followers spread from 1,000 to 2,000,000 with most creators small (1000 * 2000^(u^2.5)),
 * 3% of handles without a figure. Every fifth creator (1, 6, 11, …: the ones the scale requests and
 * notifications use) keeps 10,000-19,999 followers on each campaign platform, inside every scale
 * campaign's range, as before.
 */
async function seedScaleCreators(db: Db, n: number, hash: string) {
  // A deterministic number in [0, 1) per creator and salt.
  const u = (salt: string) => sql.raw(`((hashtext(g::text || '${salt}') & 2147483647) % 1000000) / 1000000.0`);
  await db.execute(sql`
    insert into creators (id, name, email, password_hash, phone, niche, bio, city, tags, social_media_handles, created_at)
    select md5('scale-creator-' || g)::uuid,
           (${textArray(SCALE_FIRST)})[1 + floor(${u('first')} * ${SCALE_FIRST.length})::int] || ' ' ||
             (${textArray(SCALE_LAST)})[1 + floor(${u('last')} * ${SCALE_LAST.length})::int] || ' ' || g,
           'scale-creator-' || g || '@bench.example', ${hash}, '+919876543210',
           niche, 'Honest ' || lower(niche) || ' content from ' || city || ', posted every week. Creator number ' || g || '.',
           city,
           (select coalesce(array_agg(t), '{}') from unnest(array['Tech','Marketing','Lifestyle','Travel','Food']) t
              where (hashtext(g::text || t) & 2147483647) % 100 < 30),
           case when g % 5 = 1 then
             (select jsonb_agg(jsonb_build_object('platform', p, 'handle', '@scale' || g, 'followers', 10000 + g % 10000, 'followersUpdatedAt', now())
                order by p) from unnest(array['Instagram','YouTube','TikTok','Twitter']) p)
           else
             (select jsonb_agg(jsonb_strip_nulls(jsonb_build_object('platform', p, 'handle', '@scale' || g,
                'followers', case when (hashtext(g::text || p || 'none') & 2147483647) % 100 >= 3
                  then floor(1000 * power(2000, power(((hashtext(g::text || p) & 2147483647) % 1000000) / 1000000.0, 2.5)))::bigint end,
                'followersUpdatedAt', now())) order by i)
              from unnest(array['Instagram','YouTube','TikTok','Twitter','Facebook']) with ordinality as x(p, i)
              where i - 1 = (hashtext(g::text || 'main') & 2147483647) % 5 or (hashtext(g::text || p || 'has') & 2147483647) % 100 < 35)
           end,
           now() - (g || ' minutes')::interval
    from generate_series(1, ${n}) g,
         lateral (select (${textArray(SCALE_NICHES)})[1 + floor(${u('niche')} * ${SCALE_NICHES.length})::int] as niche,
                         (${textArray(SCALE_CITIES)})[1 + floor(${u('city')} * ${SCALE_CITIES.length})::int] as city) pick
    on conflict do nothing`);
}

/** Bulk data for benchmarks: N campaigns, N/10 brands, N creators with audiences, 2N requests, inserted in SQL. */
async function seedScale(db: Db, n: number) {
  const started = Date.now();
  const hash = await hashPassword(DEMO_PASSWORD);
  const image = await demoImage(1);
  const nBrands = Math.max(1, Math.ceil(n / 10));
  // The creators who ask to join scale campaigns: every fifth one (those qualify for all of them).
  const nRequesters = Math.max(1, Math.ceil(n / 5));
  const requester = (k: string) => sql.raw(`md5('scale-creator-' || (1 + 5 * (${k})))::uuid`);
  await db.execute(sql`
    insert into brands (id, name, email, password_hash, phone, brand_name, company_type, gst_no, address)
    select md5('scale-brand-' || g)::uuid, 'Scale Owner ' || g, 'scale-brand-' || g || '@bench.example', ${hash}, '+919812345678',
           'Scale Brand ' || g, 'Private', '27AAPFU0939F1ZV', 'Jaipur'
    from generate_series(1, ${nBrands}) g on conflict do nothing`);
  await seedScaleCreators(db, n, hash);
  await db.execute(sql`
    insert into campaigns (id, brand_id, campaign_name, brand_name, interest, platform, min_followers, max_followers, incentives, description, campaign_image, created_at)
    select md5('scale-campaign-' || g)::uuid, md5('scale-brand-' || (1 + g % ${nBrands}))::uuid,
           'Scale campaign ' || g || ' ' || (array['summer','festive','launch','review','unboxing'])[1 + g % 5],
           'Scale Brand ' || (1 + g % ${nBrands}),
           (array['Technology','Fashion','Health','Travel'])[1 + g % 4],
           (array['Instagram','YouTube','TikTok','Twitter'])[1 + (g / 4) % 4],
           1000 * (1 + g % 10), 20000 * (1 + g % 10), '₹' || (1000 + g % 9000) || ' per post',
           'Benchmark campaign number ' || g || ' about ' || (array['coffee','sneakers','yoga','trekking','phones'])[1 + g % 5],
           ${image}, now() - (g || ' minutes')::interval
    from generate_series(1, ${n}) g on conflict do nothing`);
  await db.execute(sql`
    insert into participation_requests (campaign_id, creator_id, brand_id, status, stage)
    select md5('scale-campaign-' || (1 + g % ${n}))::uuid, ${requester(`(g * 7) % ${nRequesters}`)},
           md5('scale-brand-' || (1 + (1 + g % ${n}) % ${nBrands}))::uuid,
           (array['pending','approved','declined'])[1 + g % 3], (array['requested','active','declined'])[1 + g % 3]
    from generate_series(1, ${2 * n}) g on conflict do nothing`);
  await db.execute(sql`
    insert into notifications (recipient_role, recipient_id, type, message, campaign_id)
    select 'creator', ${requester(`g % ${nRequesters}`)}, (array['approval','rejection'])[1 + g % 2],
           'Scale notification ' || g, md5('scale-campaign-' || (1 + g % ${n}))::uuid
    from generate_series(1, ${n}) g`);
  // Vacuum too, so autovacuum does not start on the fresh rows in the middle of a measurement,
  // and index-only scans can use the visibility map.
  await db.execute(sql`vacuum analyze`);
  console.log(`scale data: ${n} campaigns, ${nBrands} brands, ${n} creators, ${2 * n} requests in ${Date.now() - started} ms`);
}

const args = process.argv.slice(2);
const scaleAt = args.indexOf('--scale');
const scale = scaleAt >= 0 ? Number(args[scaleAt + 1]) : 0;
if (scaleAt >= 0 && (!Number.isInteger(scale) || scale < 1 || scale > 1_000_000)) {
  console.error('--scale needs a whole number between 1 and 1000000');
  process.exit(2);
}
const handle = await openDatabase();
try {
  await seedDemo(handle.db);
  if (scale) await seedScale(handle.db, scale);
} finally {
  await handle.close();
}
