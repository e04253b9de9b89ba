/**
 * The careers pages' words in Spanish (docs/decisions.md D20): written for our applicants in
 * "usted", the same plain voice as the English, not translated word for word. Typed against the
 * English catalogue, so a missing key fails `tsc`.
 */
import { SITE } from '../site.ts';
import type { CareersMessages } from './messages.en.ts';

export const careersEs: CareersMessages = {
  intlLocale: 'es-US',
  switchLanguage: 'In English',
  switchLanguageLang: 'en',
  breadcrumb: 'Empleos',
  home: 'Inicio',

  heroEyebrow: 'Empleos en Oakbright',
  heroTitle: 'Trabajo de limpieza estable, con un equipo local',
  heroLead: `Somos una empresa fundada y dirigida por mujeres que limpia oficinas, clínicas y escuelas en ${SITE.city} desde ${SITE.foundedYear}. Buscamos personas a las que les guste hacer bien su trabajo, y las capacitamos bien.`,
  heroSeeOpenings: 'Ver puestos disponibles',
  heroCall: `¿Preguntas? Llame al ${SITE.phone}`,

  whyTitle: 'Por qué trabajar con nosotros',
  why: [
    {
      title: 'Empresa local, de mujeres',
      text: `Con sede en ${SITE.city} desde ${SITE.foundedYear}. Puede hablar con la dueña, y ella conoce a cada equipo por su nombre.`,
    },
    {
      title: 'Equipos y horarios estables',
      text: 'Los mismos edificios y los mismos compañeros cada semana, con turnos planeados de antemano, no llamadas de último momento.',
    },
    {
      title: 'Capacitación pagada',
      text: '¿Nunca ha hecho limpieza comercial? Un líder de equipo le enseña la lista de tareas, los productos y el equipo, con sueldo.',
    },
    { title: 'Trabajo cerca de casa', text: `Tenemos edificios en todo ${SITE.county}, así que muchas veces podemos asignarle uno cerca de donde vive.` },
  ],

  openingsTitle: 'Puestos disponibles',
  openingsCount: (n: number) => (n === 1 ? '1 puesto disponible' : `${n} puestos disponibles`),
  filterLegend: 'Filtrar puestos',
  filterTown: 'Ciudad',
  filterShift: 'Turno',
  filterAnyTown: 'Todas las ciudades',
  filterAnyShift: 'Todos los turnos',
  filterApply: 'Ver puestos',
  filterClear: 'Quitar filtros',
  filterNone: 'Por ahora ningún puesto coincide con estos filtros.',
  noOpenings: 'En este momento no tenemos puestos disponibles. Envíe una solicitud general y lo llamamos cuando se abra uno.',
  viewOpening: 'Ver y solicitar',

  stepsTitle: 'Cómo contratamos',
  steps: [
    { title: 'Solicite en 2 minutos', text: 'Su nombre, su teléfono y los turnos que puede trabajar. Un currículum ayuda, pero no es necesario.' },
    { title: 'Lo llamamos en 2 días hábiles', text: 'Una persona de nuestra oficina lo llama para hablar del puesto y responder sus preguntas.' },
    { title: 'Conozca al líder de equipo', text: 'Una reunión corta en uno de nuestros edificios, para que vea el trabajo y a sus futuros compañeros.' },
    { title: 'Empiece', text: 'Los papeles, la capacitación pagada junto a su equipo y su primer turno en el horario.' },
  ],

  generalTitle: '¿Ningún puesto le queda bien?',
  generalLead: 'Envíe una solicitud general. Díganos la ciudad y los turnos que le convienen, y lo llamamos cuando se abra algo.',

  labelPay: 'Pago',
  labelType: 'Tipo',
  labelShifts: 'Turnos',
  labelTown: 'Lugar',
  labelPosted: 'Publicado',
  payNotStated: 'Se habla en la entrevista',
  descriptionTitle: 'Sobre el trabajo',
  requirementsTitle: 'Lo que necesita',
  benefitsTitle: 'Lo que ofrecemos',
  applyTitle: 'Solicite este puesto',
  applyLead: 'Dos minutos, sin crear una cuenta. Lo llamamos en 2 días hábiles.',
  allOpenings: 'Todos los puestos disponibles',
  metaOpeningTitle: (title: string, town: string) => `${title} en ${town}, FL: empleo`,
  metaOpeningDescription: (title: string, town: string, pay: string) =>
    `${title} con ${SITE.name} en ${town}, Florida. ${pay}. Solicite en 2 minutos; lo llamamos en 2 días hábiles.`,

  filledTitle: 'Este puesto ya fue ocupado',
  filledLead: 'Gracias por su interés. Este puesto ya no recibe solicitudes, pero a menudo tenemos otros.',
  filledSeeOpen: 'Ver puestos disponibles',
  metaFilledTitle: 'Puesto ocupado',
  metaFilledDescription: 'Este puesto en Oakbright Facility Services ya fue ocupado. Vea los puestos disponibles ahora.',

  thanksTitle: 'Gracias, recibimos su solicitud',
  thanksLead: 'Llegó a nuestra oficina. Esto es lo que sigue.',
  thanksNextTitle: 'Lo que sigue',
  thanksSteps: [
    'Leemos cada solicitud nosotros mismos.',
    'Lo llamamos en 2 días hábiles, desde el número de nuestra oficina.',
    'Si el puesto le queda bien, le damos cita para conocer al líder de equipo.',
  ],
  thanksPhone: `¿Prefiere hablar antes? Llámenos al ${SITE.phone}, de lunes a viernes de 7 a. m. a 6 p. m.`,
  thanksBack: 'Volver a los puestos disponibles',

  // The same names as the application form's (shift-labels.ts; tests/unit/careers-split.test.ts
  // holds them equal), written here so the catalogue's chunk carries no other module.
  shifts: {
    early_morning: 'Muy temprano',
    day: 'De día',
    evening: 'Tarde y noche',
    overnight: 'Nocturno',
    weekend: 'Fines de semana',
  },
  employmentTypes: {
    FULL_TIME: 'Tiempo completo',
    PART_TIME: 'Medio tiempo',
    CONTRACTOR: 'Por contrato',
    TEMPORARY: 'Temporal',
  },
  payUnits: {
    HOUR: 'por hora',
    WEEK: 'por semana',
    MONTH: 'por mes',
    YEAR: 'por año',
  },
};
