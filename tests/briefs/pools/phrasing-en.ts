import { BULLETS_EN, TERSE_EN } from './fragments-en.ts';
import { list, type Phrasing } from './types.ts';

/**
 * How English briefs word each fact. Every 4th entry of each list is held out (types.ts), so
 * the held-out briefs are worded in ways the tuning briefs never use.
 */
export const PHRASING_EN: Phrasing = {
  oneLineNamed: list`
    {name}[, {place}] — {service}
    landing page for {name}: {service}[ in {place}]
    {name} - {service}[ - {place}]
    {service} page for {name}[, {place}]
    {name}[ ({place})], {service}
    page for {name}, {service}[, {place}]
    {name}: {service}[, {place}][, {phone}]
    need a page for {name}[ in {place}], we do {service}`,
  oneLineUnnamed: list`
    {service}[ in {place}]
    {service} page[, {place}]
    landing page: {service}[ in {place}]
    {service}[ near {place}], need leads
    page for {a_desc}[ in {place}] doing {service}
    {service}[, {place}][, {phone}]
    {a_desc}[, {place}]: {service}
    quick page for {service}[ in {place}]`,
  introNamed: list`
    We're {name}, {a_desc}[ in {place}].
    Landing page for {name}, {a_desc}[ in {place}].
    {name} is {a_desc}[ based in {place}].
    I run {name}, {a_desc}[ in {place}].
    My business, {name}, is {a_desc}[ serving {place}].
    Need a landing page for {name}. We're {a_desc}[ in {place}].
    Can you make a page for {name}? It's {a_desc}[ in {place}].
    Please build a page for {name} ({desc}[, {place}]).
    Hi! I own {name}, {a_desc}[ out of {place}].
    Page needed for {name}: {a_desc}[ in {place}].
    So we're {name}[ in {place}], {a_desc}.
    Our company {name} is {a_desc}[ in {place}].`,
  introPerson: list`
    I'm {person}, {a_who}[ in {place}].
    Landing page for {person}, {a_who}[ based in {place}].
    {person} here, I'm {a_who}[ working in {place}].
    My name is {person} and I'm {a_who}[ in {place}].
    Page for me, {person}. I'm {a_who}[ covering {place}].
    Need a page for my work as {a_who}. I'm {person}[, based in {place}].
    I am {person}, {a_who}[ serving {place}].
    Hello, {person} here. I work as {a_who}[ around {place}].`,
  introUnnamed: list`
    Landing page for {a_desc}[ in {place}].
    I need a page for our {desc}[ in {place}].
    We're {a_desc}[ in {place}] and need a landing page.
    Page for a new {desc}[ opening in {place}].
    Make me a landing page: {a_desc}[ in {place}].
    Looking for a page for our {desc}[ in {place}].
    Can you build a page for {a_desc}[ in {place}]? No name yet.
    Landing page please. We are {a_desc}[ serving {place}].`,
  person: list`
    It's run by {person}.
    The owner is {person}.
    {person} founded it and is the main contact.
    Please mention {person}, who runs the place.
    Founded by {person}.
    Put {person} front and center, people know the name.
    {person} is who clients deal with.
    Mention that {person} leads the team.`,
  services: list`
    We do {services}.
    Services: {services}.
    Main focus: {services}.
    Mostly {services}.
    We offer {services}.
    What we sell: {services}.
    Focus the page on {services}.
    The page should push {services}.
    Known for {services}.
    Key services: {services}.
    We specialize in {services}.
    People come to us for {services}.`,
  place: list`
    Based in {place}.
    We cover {place}.
    Location: {place}.
    We're in {place}.`,
  priced: list`
    Special: {offer} for {price}[ until {deadline}].
    Right now we have {a_offer} for {price}[, ends {deadline}].
    Current offer is {a_offer} at {price}[ until {deadline}].
    Offer: {offer} at {price}[, only until {deadline}].
    Promote our {offer}, {price}[ through {deadline}].
    Lead with the {offer} for {price}[ before {deadline}].
    We're running {a_offer} for {price}[ till {deadline}].
    Main offer is {a_offer} for {price}[ (ends {deadline})].`,
  wasNow: list`
    Offer: {offer} for {now} (normally {was})[ until {deadline}].
    Special: {offer}, was {was}, now {now}[ until {deadline}].
    We're doing {a_offer} for {now} instead of {was}[, ends {deadline}].
    Our {offer} is down to {now} from {was}[ until {deadline}].
    Promo: {offer} regularly {was}, now {now}[ through {deadline}].
    Deal of the month: {offer} at {now} (usually {was})[, offer ends {deadline}].
    Was {was}, now {now} for {a_offer}[ till {deadline}].
    Knock the {offer} down from {was} to {now}[ before {deadline}].`,
  free: list`
    Main offer: {offer}[ until {deadline}].
    The hook is our {offer}[, available until {deadline}].
    Push the {offer}[ (ends {deadline})].
    People can claim our {offer}[ before {deadline}].
    Offer: {offer}[, until {deadline}].
    We want to promote our {offer}[ through {deadline}].
    CTA should be about the {offer}[, ends {deadline}].
    Headline offer is the {offer}[ till {deadline}].`,
  emailByPerson: list`
    {person} is giving away a {offer}[ until {deadline}].
    The lead magnet is a {offer} by {person}[, open until {deadline}].
    {person} wants to grow the list with a {offer}[ before {deadline}].
    We're launching a {offer} from {person}[, available until {deadline}].`,
  plain: list`
    This page is for our {offer}[, running until {deadline}].
    Campaign: {offer}[, ends {deadline}].
    We're promoting the {offer}[ through {deadline}].
    Focus the page on the {offer}[ before {deadline}].`,
  trial: list`
    Includes a {n}-day free trial.
    Try it free for {n} days.
    First {n} days are free.
    Start with a free {n}-day trial.`,
  open247: list`
    We're open 24/7.
    Available 24/7, holidays included.
    We answer the phone 24/7.
    We pick up 24/7.`,
  sameDay: list`
    Same-day appointments available.
    We can usually do same-day service.
    Same day visits most weeks.
    Ask about same-day slots.`,
  agePhrase: list`
    ages {a}-{b}
    ages {a} to {b}
    {a} to {b} years old
    aged {a}-{b}`,
  ageLine: list`
    For kids {age}.
    Open to children {age}.
    It's for children {age}.
    Groups for kids {age}.`,
  integrations: list`
    Integrates with {list}.
    Works with {list}.
    Connects to {list} out of the box.
    Native integrations: {list}.`,
  scarcityPhrase: list`
    only {k} spots
    limited spots
    dates filling fast
    only {k} places left
    spots are limited
    just {k} openings left
    few dates left
    capped at {k} people`,
  scarcityLine: list`
    Mention {scarcity}.
    Add some urgency: {scarcity}.
    Heads up, {scarcity}.
    Important: {scarcity}.`,
  perSeatPhrase: list`
    {price} per seat per month
    {price}/user/mo
    {price} per user per month
    {price}/seat/month`,
  perSeatLine: list`
    Pricing is {perSeat}.
    Plans start at {perSeat}.
    It costs {perSeat}.
    Seats are {perSeat}.`,
  perMonthPhrase: list`
    {price}/month
    {price} per month
    {price} a month
    {price}/mo`,
  monthly: list`
    Pricing: {perMonth}.
    Plans from {perMonth}.
    It's {perMonth}, cancel anytime.
    Monthly plan is {perMonth}.`,
  phone: list`
    Call {phone}.
    Phone: {phone}.
    Our number is {phone}.
    Calls go to {phone}.`,
  email: list`
    Email is {email}.
    Enquiries to {email}.
    Contact: {email}.
    Leads should go to {email}.`,
  goal: {
    leads: list`
      Goal: get enquiries through a simple form.
      We want leads, so a short form.
      Main thing is getting people to fill in the form.
      The CTA should be a quote request.`,
    call: list`
      Main goal is phone calls.
      I want people to call us, big call button.
      Calls are what matter, make the number obvious.
      Tap-to-call on mobile please.`,
    booking: list`
      Goal is online bookings.
      People should be able to book straight away.
      Main button: book now.
      We want more bookings, not just visits.`,
    email: list`
      The goal is to grow the email list.
      Just collect first name and email.
      I want sign-ups to the list, nothing else.
      Goal: email subscribers.`,
    signup: list`
      Goal: free sign-ups.
      Main CTA is to create an account.
      We want people to sign up.
      Push sign-ups over everything else.`,
    sales: list`
      Goal is sales.
      We want people to order online.
      The main button should go to buy.
      Every section should lead to an order.`,
    event: list`
      Goal: get people signed up for the event.
      We need sign-ups, seats are the whole point.
      Main CTA: get a ticket.
      Registrations are the goal.`,
    consultation: list`
      Goal: get people to book a consultation.
      Main CTA: schedule a call.
      We want consultation requests.
      People should book an intro call.`,
    donate: list`
      Goal is donations.
      We need people to donate.
      Main button: give now.
      We want more regular donors.`,
  },
  colours: list`
    blue and white
    navy and gold
    soft greens
    black and white
    warm earthy tones
    teal and coral
    pastel pink
    dark with gold accents
    forest green and cream
    orange and charcoal
    muted beige
    bright yellow and black`,
  tones: list`
    friendly
    warm
    playful
    premium
    calm
    bold
    down-to-earth
    minimal
    professional
    luxurious
    relaxed
    energetic`,
  sections: list`
    add an FAQ
    add some testimonials
    include a pricing table
    add a photo gallery
    put the form near the top
    add a team section
    show before and after photos
    add a short video section
    add a map
    add a how-it-works section
    add reviews
    keep it to one screen if possible`,
  style: list`
    Make it clean and modern, {colour}, {tone}, and {section}.
    Colors: {colour}. Tone: {tone}.
    Style-wise I'm thinking {colour} with a {tone} vibe.
    Please {section}, and keep it {tone}.
    We love {colour}. Keep the tone {tone}.
    Design: {tone}, {colour}, big photos.
    Could you {section}? Also {colour} would be great.
    Go for {colour} and a {tone} tone, and {section}.
    Nothing too corporate, {tone} and {colour}.
    Also {section}.
    I'd like a {tone} look, maybe {colour}.
    Oh and {section} please.`,
  filler: list`
    Most of our customers find us through word of mouth, so this page is mainly for ads.
    We had a website years ago but it looked dated and nobody filled in the form.
    Our customers are mostly busy parents and working professionals.
    Honestly I'm not great with this stuff, so keep it simple.
    People usually ask about price and availability first.
    We're a small team and we answer every message ourselves.
    I want it to feel personal, not like a big chain.
    The page will be linked from Instagram and Google, mostly on phones.
    Competitors' pages all look the same and I want ours to stand out.
    We get a lot of questions about how it works, so explain the steps.
    A lot of people are nervous the first time, so reassure them.
    Don't make up reviews or numbers, we'll add real ones later.
    We're proud of how we treat people, that's our main selling point.
    Keep the text short, nobody reads long paragraphs.
    Mention that we reply quickly.
    Some of our customers are older and find most websites confusing.
    I'd like the main button to be obvious.
    We're running ads next month and need somewhere to send people.
    Our last agency made us a page that didn't convert at all.
    Think friendly local business, not corporate.
    We've grown mostly through referrals so far.
    If you need more info just put placeholders.
    Not sure what else you need, happy to fill in gaps later.
    We want people to trust us from the first glance.`,
  connectors: list`
    Also,
    Oh and
    Another thing:
    Anyway,`,
  terse: TERSE_EN,
  bullets: BULLETS_EN,
  and: 'and',
};
