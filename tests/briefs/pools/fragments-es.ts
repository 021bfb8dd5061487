import { type Fragments, list, type Phrasing } from './types.ts';

/**
 * Spanish fragments: the terse notes' pieces (no sentences) and the bulleted briefs' labels.
 * Every 4th entry of each list is held out (types.ts).
 */
export const TERSE_ES: Fragments = {
  join: [', ', ' | ', '\n', '. ', ' - ', ' · ', '; ', ' / '],
  name: list`
    {name}
    {name} ({desc})
    negocio: {name}
    nombre: {name}`,
  desc: list`
    {desc}
    página para {desc}
    landing de {desc}
    es {desc}`,
  who: list`
    {who} {person}
    {person}, {who}
    {who} - {person}
    {person} ({who})`,
  services: list`
    {services}
    servicios: {services}
    sobre todo {services}
    hacemos {services}`,
  place: list`
    {place}
    en {place}
    zona: {place}
    zona {place}`,
  person: list`
    {person}
    responsable: {person}
    preguntar por {person}
    contacto: {person}`,
  phone: list`
    {phone}
    tel. {phone}
    llamar al {phone}
    móvil {phone}`,
  email: list`
    {email}
    correo {email}
    contactos a {email}
    {email} para consultas`,
  priced: list`
    {offer} {price}
    {offer} por {price}
    {offer} - {price}
    {offer} a {price}`,
  wasNow: list`
    {offer} {now} (antes {was})
    {offer} a {now}, antes {was}
    {offer}: {was} -> {now}
    {offer} {now} en vez de {was}`,
  deadline: list`
    hasta el {deadline}
    termina el {deadline}
    válido hasta el {deadline}
    antes del {deadline}`,
  free: list`
    {offer}
    oferta: {offer}
    promo: {offer}
    gancho: {offer}`,
  trial: list`
    prueba gratis de {n} días
    {n} días gratis
    prueba gratuita de {n} días
    {n} días de prueba`,
  perSeat: list`
    {perSeat}
    precio {perSeat}
    desde {perSeat}
    {perSeat}, pago mensual`,
  perMonth: list`
    {perMonth}
    desde {perMonth}
    cuota {perMonth}
    {perMonth}, sin permanencia`,
  open247: list`
    24/7
    abierto 24/7
    servicio 24 horas
    24 horas`,
  sameDay: list`
    en el mismo día
    servicio en el mismo día
    citas en el mismo día
    reparación en el mismo día`,
  age: list`
    {age}
    niños {age}
    para niños {age}
    peques {age}`,
  integrations: list`
    integración con {list}
    conecta con {list}
    funciona con {list}
    se integra con {list}`,
  scarcity: list`
    {scarcity}
    ojo: {scarcity}
    urgencia: {scarcity}
    {scarcity} (destacarlo)`,
  date: list`
    {date}
    el {date}
    fecha: {date}
    empieza el {date}`,
  style: list`
    {colour}
    tono {tone}
    {tone}, {colour}
    estilo {tone}`,
  goal: {
    leads: list`
      contactos
      queremos contactos
      formulario de contacto
      que pidan presupuesto`,
    call: list`
      llamadas
      que llamen
      botón de llamar
      llamadas directas`,
    booking: list`
      reservas
      reserva online
      queremos reservas
      botón de reservar`,
    email: list`
      emails
      captar emails
      suscripción por email
      crecer la lista`,
    signup: list`
      registros
      altas gratis
      crear cuenta
      queremos altas`,
    sales: list`
      ventas
      venta online
      queremos pedidos
      que compren`,
    event: list`
      inscripciones
      venta de entradas
      llenar aforo
      queremos inscritos`,
    consultation: list`
      consultas
      primeras consultas
      queremos consultas
      pedir cita`,
    donate: list`
      socios
      colaboraciones
      queremos socios
      aportaciones mensuales`,
  },
};

export const BULLETS_ES: Phrasing['bullets'] = {
  mark: ['- ', '• ', '* ', '– '],
  head: list`
    Datos para la landing:
    Info:
    Brief de la página
    Esto es lo que necesitamos:`,
  labels: {
    name: ['Nombre', 'Negocio', 'Empresa', 'Marca'],
    desc: ['Qué somos', 'Tipo', 'Tipo de negocio', 'Sector'],
    who: ['Quién', 'Sobre mí', 'Profesión', 'Soy'],
    person: ['Responsable', 'Contacto', 'Al frente', 'Persona de contacto'],
    services: ['Servicios', 'Qué hacemos', 'Ofrecemos', 'Servicios principales'],
    place: ['Zona', 'Ciudad', 'Ubicación', 'Dónde'],
    offer: ['Oferta', 'Promoción', 'Promo', 'Gancho'],
    pricing: ['Precios', 'Precio', 'Tarifas', 'Planes'],
    date: ['Fecha', 'Cuándo', 'Empieza', 'Fecha de inicio'],
    ages: ['Edades', 'Edad', 'Para', 'Niños'],
    integrations: ['Integraciones', 'Conecta con', 'Funciona con', 'Se integra con'],
    hours: ['Horario', 'Disponibilidad', 'Abierto', 'Servicio'],
    phone: ['Teléfono', 'Tel.', 'Móvil', 'Teléfono de contacto'],
    email: ['Email', 'Correo', 'Contacto por email', 'Contactos a'],
    goal: ['Objetivo', 'CTA', 'Acción principal', 'Meta'],
    style: ['Estilo', 'Diseño', 'Look', 'Notas de diseño'],
    urgency: ['Urgencia', 'Nota', 'Importante', 'Ojo'],
  },
};
