import { BULLETS_ES, TERSE_ES } from './fragments-es.ts';
import { list, type Phrasing } from './types.ts';

/**
 * How Spanish briefs word each fact, as a marketer in Spain or Latin America writes them
 * ({desc} carries its article: 'una clínica dental'; {who} agrees with the person). Every 4th
 * entry of each list is held out (types.ts).
 */
export const PHRASING_ES: Phrasing = {
  oneLineNamed: list`
    {name}[ ({place})] — {service}
    landing para {name}: {service}[ en {place}]
    {name}, {service}[ - {place}]
    página para {name}, {service}[ en {place}]
    {name}[, {place}]: {service}
    web para {name}, {service}[, {place}]
    {name} · {service}[ · {place}][ · {phone}]
    necesito una página para {name}[ en {place}], hacemos {service}`,
  oneLineUnnamed: list`
    {service}[ en {place}]
    landing de {service}[, {place}]
    página para {desc}[ en {place}]: {service}
    {service}[ en {place}], queremos contactos
    {desc}[ en {place}] — {service}
    {service}[ · {place}][ · {phone}]
    necesito landing: {service}[ en {place}]
    web para {desc}[ en {place}], {service}`,
  introNamed: list`
    Somos {name}, {desc}[ en {place}].
    Necesito una página para {name}, {desc}[ en {place}].
    {name} es {desc}[ en {place}].
    Landing para {name}: {desc}[ en {place}].
    Quiero una landing para mi negocio, {name}, {desc}[ en {place}].
    Hola, tengo {desc}[ en {place}] que se llama {name}.
    Página para {name} ({desc}[ en {place}]).
    Llevo {name}, {desc}[ en {place}].
    Buenas, somos {name}, {desc}[ con sede en {place}].
    Te escribo de {name}, {desc}[ en {place}].
    Queremos una landing para {name}, {desc}[ de {place}].
    Me encargo de {name}, {desc}[ en {place}].`,
  introPerson: list`
    Soy {person}, {who}[ en {place}].
    Me llamo {person} y soy {who}[ en {place}].
    Página para {person}, {who}[ en {place}].
    {person}, {who}[ en {place}]. Necesito una landing.
    Hola, soy {person}. Trabajo como {who}[ en {place}].
    Necesito una web para mi trabajo de {who}. Soy {person}[, de {place}].
    Soy {person} y trabajo como {who}[ por la zona de {place}].
    Buenas, aquí {person}, {who}[ en {place}].`,
  introUnnamed: list`
    Necesito una landing para {desc}[ en {place}].
    Somos {desc}[ en {place}] y queremos una página.
    Landing para {desc}[ en {place}], todavía sin nombre.
    Página para {desc}[ en {place}].
    Quiero una página para {desc}[ de {place}].
    Hazme una landing: {desc}[ en {place}].
    Buscamos una página para {desc}[ en {place}]. El nombre aún no está decidido.
    Abrimos {desc}[ en {place}] y necesitamos una landing.`,
  person: list`
    Lo lleva {el_person}.
    Al frente está {el_person}.
    Fundado por {el_person}.
    Que salga {el_person}, que es quien lleva el negocio.
    La cara visible es {el_person}.
    Quien atiende a los clientes es {el_person}.
    Es importante que salga el nombre: {person}.
    Quiero que aparezca {el_person} como responsable.`,
  services: list`
    Ofrecemos {services}.
    Servicios: {services}.
    Lo principal: {services}.
    Sobre todo {services}.
    Hacemos {services}.
    Nos dedicamos a {services}.
    Queremos destacar {services}.
    La página debe vender {services}.
    Trabajamos {services}.
    Especialistas en {services}.
    Lo que más vendemos: {services}.
    La gente viene por {services}.`,
  place: list`
    Estamos en {place}.
    Zona: {place}.
    Trabajamos en {place}.
    Nos movemos por {place}.`,
  priced: list`
    Oferta: {offer} por {price}[ hasta el {deadline}].
    Ahora mismo tenemos {a_offer} por {price}[, termina el {deadline}].
    Promoción: {a_offer} a {price}[ hasta el {deadline}].
    Queremos destacar {a_offer} por {price}[, válido hasta el {deadline}].
    Precio especial: {offer} por {price}[ hasta el {deadline}].
    Lo que más nos interesa vender es {a_offer} a {price}[, solo hasta el {deadline}].
    Tenemos {a_offer} por solo {price}[ antes del {deadline}].
    Oferta principal: {offer}, {price}[ (termina el {deadline})].`,
  wasNow: list`
    Promoción: {offer}, antes {was}, ahora {now}[ hasta el {deadline}].
    Oferta: {offer} por {now} (precio habitual {was})[, válido hasta el {deadline}].
    Tenemos {a_offer} a {now} en lugar de {was}[ hasta el {deadline}].
    Rebaja: {offer} pasa de {was} a {now}[ hasta el {deadline}].
    Promo: {offer} a {now}, normalmente {was}[; termina el {deadline}].
    Antes {was}, ahora {now}: {offer}[ hasta el {deadline}].
    Oferta del mes: {offer} por {now} (antes {was})[, solo hasta el {deadline}].
    Queremos vender {a_offer} por {now} en vez de {was}[ antes del {deadline}].`,
  free: list`
    Oferta principal: {offer}[ hasta el {deadline}].
    El gancho es {a_offer}[, disponible hasta el {deadline}].
    Queremos promocionar {a_offer}[ hasta el {deadline}].
    La gente puede pedir {a_offer}[ antes del {deadline}].
    Oferta: {offer}[, hasta el {deadline}].
    Lo que regalamos: {offer}[, hasta el {deadline}].
    La llamada a la acción: {offer}[ (termina el {deadline})].
    Destaca {a_offer}[ hasta el {deadline}].`,
  emailByPerson: list`
    {person} regala {a_offer}[ hasta el {deadline}].
    El lead magnet es {a_offer} de {person}[, disponible hasta el {deadline}].
    {person} quiere captar suscriptores con {a_offer}[ antes del {deadline}].
    Lanzamos {a_offer} de {person}[ hasta el {deadline}].`,
  plain: list`
    Esta página es para {a_offer}[, hasta el {deadline}].
    Campaña: {offer}[, termina el {deadline}].
    Promocionamos {a_offer}[ hasta el {deadline}].
    Centra la página en {a_offer}[ antes del {deadline}].`,
  trial: list`
    Prueba gratis de {n} días.
    Los primeros {n} días son gratis.
    Incluye {n} días de prueba gratis.
    Pruébalo gratis durante {n} días.`,
  open247: list`
    Abiertos 24 horas.
    Servicio 24/7.
    Atendemos las 24 horas, también festivos.
    Disponibles 24/7.`,
  sameDay: list`
    Citas en el mismo día.
    Servicio en el mismo día.
    Normalmente hay hueco en el mismo día.
    Atendemos en el mismo día si hay hueco.`,
  agePhrase: list`
    de {a} a {b} años
    entre {a} y {b} años
    de {a} a {b} años de edad
    con edades de {a} a {b} años`,
  ageLine: list`
    Para niños y niñas {age}.
    Es para peques {age}.
    Grupos para niños {age}.
    Abierto a niños {age}.`,
  integrations: list`
    Se integra con {list}.
    Funciona con {list}.
    Conecta con {list} sin configurar nada.
    Integraciones: {list}.`,
  scarcityPhrase: list`
    plazas limitadas
    solo {k} plazas
    últimas plazas
    quedan pocas fechas
    solo quedan {k} plazas
    aforo limitado
    grupos de máximo {k} personas
    plazas muy limitadas`,
  scarcityLine: list`
    Importante: {scarcity}.
    Ojo, {scarcity}.
    Hay que transmitir urgencia: {scarcity}.
    Destaca esto: {scarcity}.`,
  perSeatPhrase: list`
    {price} por usuario al mes
    {price} por usuario/mes
    {price} al mes por usuario
    {price} mensuales por usuario`,
  perSeatLine: list`
    Cuesta {perSeat}.
    Precio: {perSeat}.
    Desde {perSeat}.
    El plan de equipo sale a {perSeat}.`,
  perMonthPhrase: list`
    {price} al mes
    {price}/mes
    {price} mensuales
    {price} cada mes`,
  monthly: list`
    Precio: {perMonth}.
    Planes desde {perMonth}.
    Son {perMonth}, sin permanencia.
    El plan mensual cuesta {perMonth}.`,
  phone: list`
    Teléfono: {phone}.
    Llamadas al {phone}.
    Nuestro número es el {phone}.
    Móvil y WhatsApp: {phone}.`,
  email: list`
    Correo: {email}.
    Escríbenos a {email}.
    El email es {email}.
    Los contactos, a {email}.`,
  goal: {
    leads: list`
      Objetivo: conseguir contactos con un formulario sencillo.
      Queremos que nos dejen sus datos.
      Lo importante es que rellenen el formulario.
      Que pidan presupuesto desde la página.`,
    call: list`
      Lo principal es que nos llamen.
      Quiero un botón de llamada bien grande.
      Que llamen, eso es lo que nos funciona.
      Botón para llamar desde el móvil.`,
    booking: list`
      El objetivo es que reserven online.
      Que puedan reservar directamente.
      Botón principal: reservar.
      Queremos más reservas.`,
    email: list`
      El objetivo es captar emails.
      Solo pedir nombre y email.
      Queremos hacer crecer la lista de correo.
      Objetivo: suscriptores.`,
    signup: list`
      Objetivo: registros.
      Que se den de alta.
      El botón principal es crear cuenta.
      Queremos altas, nada más.`,
    sales: list`
      El objetivo es vender.
      Queremos ventas online.
      Que compren desde la página.
      Botón principal: comprar.`,
    event: list`
      El objetivo es llenar el aforo.
      Que se inscriban.
      Queremos inscripciones.
      Botón principal: conseguir entrada.`,
    consultation: list`
      Que reserven una primera consulta.
      Objetivo: llamadas de valoración.
      Queremos solicitudes de consulta.
      Botón principal: pedir cita.`,
    donate: list`
      El objetivo es conseguir donaciones.
      Que la gente colabore con lo que pueda.
      Botón principal: colaborar.
      Queremos más socios.`,
  },
  colours: list`
    azul y blanco
    verde salvia
    negro y dorado
    tonos tierra
    rosa palo
    azul marino y crema
    naranja y gris
    blanco y verde menta
    terracota
    morado suave
    amarillo y negro
    beige y blanco roto`,
  tones: list`
    cercano
    profesional
    divertido
    elegante
    tranquilo
    moderno
    minimalista
    enérgico
    sobrio
    cálido
    fresco
    de confianza`,
  sections: list`
    añade preguntas frecuentes
    pon testimonios
    incluye una tabla de precios
    añade una galería de fotos
    pon el formulario arriba
    añade una sección de equipo
    muestra fotos de antes y después
    añade un vídeo corto
    pon un mapa
    explica cómo funciona
    añade opiniones de clientes
    que quepa en una pantalla si se puede`,
  style: list`
    Que sea moderna y limpia, en {colour}, con un tono {tone}, y {section}.
    Colores: {colour}. Tono: {tone}.
    Me gustaría algo {tone}, en {colour}.
    Por favor, {section}, con un tono {tone}.
    Diseño {tone}, en {colour}, con fotos grandes.
    Nada muy corporativo: {tone} y en {colour}.
    Ah, y {section}.
    Estilo {tone}, {colour}, y {section}.
    Nos gusta el estilo {tone}, en {colour}.
    También: {section}.
    Algo {tone}, quizá en {colour}.
    Y si puede ser, {section}.`,
  filler: list`
    La mayoría de clientes nos conocen por el boca a boca.
    Teníamos una web antigua y no nos llegaba ningún contacto.
    No soy muy de tecnología, así que cuanto más sencillo, mejor.
    La gente suele preguntar primero por el precio.
    Somos un equipo pequeño y contestamos todos los mensajes nosotros mismos.
    Quiero que se note que somos cercanos, no una gran cadena.
    La página la vamos a enlazar desde Instagram y Google, sobre todo en móvil.
    Todas las webs de la competencia son iguales y queremos diferenciarnos.
    Muchos clientes vienen con dudas, así que explica bien los pasos.
    No te inventes opiniones ni cifras, ya pondremos las reales.
    Textos cortos, que nadie lee párrafos largos.
    Que se vea claro el botón principal.
    El mes que viene empezamos con anuncios y necesitamos una página a la que enviar a la gente.
    La página que nos hicieron antes no convertía nada.
    Hemos crecido sobre todo por recomendaciones.
    Si falta información, pon huecos y ya los rellenamos.
    Queremos transmitir confianza desde el primer vistazo.
    Mucha gente nos escribe por WhatsApp, pero queremos también un formulario.
    Nuestros clientes son sobre todo familias y gente joven.
    Respondemos rápido y nos gusta que se note.`,
  connectors: list`
    También,
    Ah, y
    Otra cosa:
    Por cierto,`,
  terse: TERSE_ES,
  bullets: BULLETS_ES,
  and: 'y',
};
