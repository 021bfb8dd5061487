import { type Fragments, list, type Phrasing } from './types.ts';

/**
 * English fragments: the terse notes' pieces (no sentences) and the bulleted briefs' labels.
 * Every 4th entry of each list is held out (types.ts).
 */
export const TERSE_EN: Fragments = {
  join: [', ', ' | ', '\n', '. ', ' - ', ' · ', '; ', ' / '],
  name: list`
    {name}
    {name} ({desc})
    biz: {name}
    name {name}`,
  desc: list`
    {desc}
    {desc} page
    page for {a_desc}
    {desc} biz`,
  who: list`
    {who} {person}
    {person}, {who}
    {who} - {person}
    {person} ({who})`,
  services: list`
    {services}
    services: {services}
    {services} mainly
    does {services}`,
  place: list`
    {place}
    in {place}
    area: {place}
    {place} area`,
  person: list`
    {person}
    owner {person}
    ask for {person}
    contact {person}`,
  phone: list`
    {phone}
    call {phone}
    tel {phone}
    ph {phone}`,
  email: list`
    {email}
    email {email}
    leads to {email}
    {email} for enquiries`,
  priced: list`
    {offer} {price}
    {offer} @ {price}
    {offer} - {price}
    {price} {offer}`,
  wasNow: list`
    {offer} {now} (was {was})
    {offer} {now}, reg. {was}
    {offer} now {now}, normally {was}
    {offer} {was} -> {now}`,
  deadline: list`
    until {deadline}
    ends {deadline}
    offer ends {deadline}
    till {deadline}`,
  free: list`
    {offer}
    offer: {offer}
    promo: {offer}
    hook = {offer}`,
  trial: list`
    {n}-day free trial
    free {n}-day trial
    {n} days free
    free for {n} days`,
  perSeat: list`
    {perSeat}
    pricing {perSeat}
    {perSeat}, billed monthly
    from {perSeat}`,
  perMonth: list`
    {perMonth}
    from {perMonth}
    plans {perMonth}
    {perMonth}, no contract`,
  open247: list`
    24/7
    open 24/7
    24/7 service
    available 24/7`,
  sameDay: list`
    same-day
    same-day service
    same day appts
    same-day slots`,
  age: list`
    {age}
    kids {age}
    for kids {age}
    children {age}`,
  integrations: list`
    integrates w/ {list}
    {list} integrations
    works with {list}
    connects to {list}`,
  scarcity: list`
    {scarcity}
    note: {scarcity}
    urgency: {scarcity}
    {scarcity} (mention it)`,
  date: list`
    {date}
    date {date}
    on {date}
    starts {date}`,
  style: list`
    {colour}
    {tone} tone
    {tone}, {colour}
    style: {tone}`,
  goal: {
    leads: list`
      leads
      want enquiries
      quote requests
      lead form`,
    call: list`
      calls
      want calls
      phone calls
      big call button`,
    booking: list`
      bookings
      online booking
      want bookings
      book-now button`,
    email: list`
      emails
      collect emails
      email opt-in
      grow the list`,
    signup: list`
      sign-ups
      account sign-ups
      free sign-up
      want sign-ups`,
    sales: list`
      sales
      online orders
      want orders
      sell online`,
    event: list`
      event sign-ups
      ticket sales
      want registrations
      fill the room`,
    consultation: list`
      consults
      consult bookings
      want consult calls
      intro calls`,
    donate: list`
      donations
      monthly donors
      want donors
      one-off gifts`,
  },
};

export const BULLETS_EN: Phrasing['bullets'] = {
  mark: ['- ', '• ', '* ', '– '],
  head: list`
    Landing page brief:
    Details:
    Page info
    Here's what we need:`,
  labels: {
    name: ['Name', 'Business', 'Business name', 'Company'],
    desc: ['What we are', 'Type', 'Business type', 'Category'],
    who: ['Who', 'About me', 'Role', 'I am'],
    person: ['Owner', 'Contact person', 'Founder', 'Lead'],
    services: ['Services', 'What we do', 'Offering', 'Main services'],
    place: ['Location', 'Where', 'Area', 'City'],
    offer: ['Offer', 'Promo', 'Special', 'Deal'],
    pricing: ['Pricing', 'Price', 'Cost', 'Plans'],
    date: ['Date', 'When', 'Starts', 'Start date'],
    ages: ['Ages', 'Age group', 'For', 'Kids'],
    integrations: ['Integrations', 'Connects with', 'Connects to', 'Integrates with'],
    hours: ['Hours', 'Availability', 'Open', 'Service'],
    phone: ['Phone', 'Call', 'Tel', 'Number'],
    email: ['Email', 'Contact', 'Email address', 'Leads to'],
    goal: ['Goal', 'CTA', 'Main action', 'Objective'],
    style: ['Style', 'Look', 'Design notes', 'Vibe'],
    urgency: ['Urgency', 'Note', 'Scarcity', 'Heads up'],
  },
};
