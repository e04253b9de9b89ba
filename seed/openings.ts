/**
 * Three sample job openings, open, in English and Spanish: `npm start` loads them into an empty
 * local job_openings table (scripts/lib.mjs `loadSampleOpenings`), so the careers pages and the
 * staff screens have something real to show. Never loaded by `npm run deploy`: the company's
 * real openings are staff's to write.
 *
 * Facts kept to what the company states (content/site.ts, the careers page's description): a
 * women-owned Ocala company since 2012, steady schedules, paid training, background-checked crews.
 * Each opening's valid_through is set when it is loaded (60 days on).
 */
import type { EmploymentType, PayUnit, Shift } from '../shared/careers/careers';

export interface SampleOpening {
  slug: string;
  title: string;
  title_es: string;
  town: string;
  employment_type: EmploymentType;
  shifts: Shift[];
  pay_min: number;
  pay_max: number;
  pay_unit: PayUnit;
  description: string;
  description_es: string;
  requirements: string;
  requirements_es: string;
  benefits: string;
  benefits_es: string;
}

/** How many days a sample opening stays open after the day it is loaded. */
export const SAMPLE_OPENING_DAYS = 60;

const eveningCleaner: SampleOpening = {
  slug: 'evening-commercial-cleaner',
  title: 'Evening Commercial Cleaner',
  title_es: 'Limpieza comercial, turno de noche',
  town: 'Ocala',
  employment_type: 'PART_TIME',
  shifts: ['evening'],
  pay_min: 15,
  pay_max: 17,
  pay_unit: 'HOUR',
  description: `Join our evening crew cleaning offices and medical clinics in Ocala after they close. You work with a small, steady team in the same buildings each week, from a written checklist, so you always know what is expected.

**What you will do**

- Empty trash and recycling and replace the liners
- Clean and restock restrooms and break rooms
- Dust, wipe down and disinfect desks, door handles and other high-touch surfaces
- Vacuum carpets, sweep and mop hard floors
- Lock up and set the alarm the way each building asks

**Schedule:** Monday to Friday, about 5:30 PM to 9:30 PM (around 20 hours a week).`,
  description_es: `Únase a nuestro equipo de la noche y limpie oficinas y clínicas médicas de Ocala después de que cierran. Trabajará con un equipo pequeño y estable, en los mismos edificios cada semana y con una lista de tareas por escrito, para que siempre sepa qué se espera de usted.

**Lo que hará**

- Vaciar la basura y el reciclaje, y cambiar las bolsas
- Limpiar y surtir los baños y las salas de descanso
- Quitar el polvo, limpiar y desinfectar escritorios, manijas de puertas y otras superficies que se tocan mucho
- Aspirar alfombras, y barrer y trapear pisos duros
- Cerrar con llave y activar la alarma como lo pida cada edificio

**Horario:** de lunes a viernes, más o menos de 5:30 p. m. a 9:30 p. m. (unas 20 horas por semana).`,
  requirements: `- 18 or older, and able to pass a background check
- Reliable transportation to buildings around Ocala
- Able to stand, walk, bend and lift up to 25 lb through a full shift
- Cleaning experience helps, but we train you
- English or Spanish is fine`,
  requirements_es: `- Tener 18 años o más y poder pasar una verificación de antecedentes
- Transporte confiable para llegar a los edificios en Ocala
- Poder estar de pie, caminar, agacharse y levantar hasta 25 libras durante todo el turno
- La experiencia en limpieza ayuda, pero nosotros le enseñamos
- Puede hablar inglés o español`,
  benefits: `- Paid training alongside an experienced crew lead
- A steady schedule: the same buildings and the same hours every week
- A local, women-owned company serving Ocala since 2012`,
  benefits_es: `- Capacitación pagada al lado de un líder de equipo con experiencia
- Un horario estable: los mismos edificios y las mismas horas cada semana
- Una empresa local de Ocala, propiedad de mujeres, que sirve a la comunidad desde 2012`,
};

const earlyMorningCleaner: SampleOpening = {
  slug: 'early-morning-office-cleaner',
  title: 'Early Morning Office Cleaner',
  title_es: 'Limpieza de oficinas, temprano en la mañana',
  town: 'The Villages and Belleview',
  employment_type: 'PART_TIME',
  shifts: ['early_morning'],
  pay_min: 15,
  pay_max: 16,
  pay_unit: 'HOUR',
  description: `Start your day early and be done by mid-morning. We are looking for a careful, dependable person to clean offices and medical practices in The Villages and Belleview before they open, so staff and patients walk into a clean building.

**What you will do**

- Clean and disinfect restrooms, exam rooms and waiting areas
- Wipe down counters, desks, glass doors and high-touch surfaces
- Empty trash, restock paper products and soap
- Vacuum, sweep and mop before the doors open
- Note anything broken or running low for your crew lead

**Schedule:** Monday to Friday, about 5:00 AM to 8:30 AM, at two nearby buildings.`,
  description_es: `Empiece su día temprano y termine a media mañana. Buscamos a una persona cuidadosa y responsable para limpiar oficinas y consultorios médicos en The Villages y Belleview antes de que abran, para que el personal y los pacientes entren a un edificio limpio.

**Lo que hará**

- Limpiar y desinfectar baños, consultorios y salas de espera
- Limpiar mostradores, escritorios, puertas de vidrio y superficies que se tocan mucho
- Vaciar la basura y reponer papel y jabón
- Aspirar, barrer y trapear antes de que se abran las puertas
- Avisarle a su líder de equipo si algo está roto o se está acabando

**Horario:** de lunes a viernes, más o menos de 5:00 a. m. a 8:30 a. m., en dos edificios cercanos.`,
  requirements: `- 18 or older, and able to pass a background check
- Reliable transportation to The Villages and Belleview
- On time, every time: the buildings open right after you finish
- Able to stand, walk, bend and lift up to 25 lb
- No experience needed: we train you`,
  requirements_es: `- Tener 18 años o más y poder pasar una verificación de antecedentes
- Transporte confiable para llegar a The Villages y Belleview
- Llegar a tiempo siempre: los edificios abren justo cuando usted termina
- Poder estar de pie, caminar, agacharse y levantar hasta 25 libras
- No necesita experiencia: nosotros le enseñamos`,
  benefits: `- Paid training before you work on your own
- A steady schedule that leaves your afternoons free
- A local, women-owned company serving Marion County since 2012`,
  benefits_es: `- Capacitación pagada antes de que trabaje por su cuenta
- Un horario estable que le deja las tardes libres
- Una empresa local, propiedad de mujeres, que sirve al condado de Marion desde 2012`,
};

const floorCareTechnician: SampleOpening = {
  slug: 'floor-care-technician',
  title: 'Floor Care Technician',
  title_es: 'Técnico(a) en cuidado de pisos',
  town: 'Ocala',
  employment_type: 'FULL_TIME',
  shifts: ['overnight', 'weekend'],
  pay_min: 17,
  pay_max: 20,
  pay_unit: 'HOUR',
  description: `Our floor care crew keeps the floors of offices, clinics, schools and stores around Ocala looking their best. The work happens when the buildings are empty: overnight during the week and on weekends.

**What you will do**

- Strip, seal and wax vinyl tile (VCT) floors
- Scrub and burnish floors with auto-scrubbers and high-speed burnishers
- Deep-clean carpets with an extractor and treat spots
- Move and put back furniture with care, and protect the areas around your work
- Load, clean and look after the equipment at the end of each job

**Schedule:** full time, mostly 10:00 PM to 6:30 AM on weeknights, plus weekend jobs. We plan the schedule a week ahead.`,
  description_es: `Nuestro equipo de cuidado de pisos mantiene en su mejor estado los pisos de oficinas, clínicas, escuelas y tiendas de Ocala. El trabajo se hace cuando los edificios están vacíos: de madrugada entre semana y los fines de semana.

**Lo que hará**

- Decapar, sellar y encerar pisos de loseta de vinilo (VCT)
- Fregar y pulir pisos con fregadoras automáticas y pulidoras de alta velocidad
- Lavar alfombras a fondo con máquina extractora y quitar manchas
- Mover y volver a colocar los muebles con cuidado, y proteger el área alrededor de su trabajo
- Cargar, limpiar y cuidar el equipo al terminar cada trabajo

**Horario:** tiempo completo, casi siempre de 10:00 p. m. a 6:30 a. m. entre semana, además de trabajos los fines de semana. Planeamos el horario con una semana de anticipación.`,
  requirements: `- 18 or older, and able to pass a background check
- A year of floor care experience preferred; a careful cleaner who wants to learn the machines is welcome too
- Reliable transportation to buildings around Marion County
- Able to lift up to 50 lb and work on your feet through the night
- Comfortable working overnight and on weekends`,
  requirements_es: `- Tener 18 años o más y poder pasar una verificación de antecedentes
- De preferencia, un año de experiencia en cuidado de pisos; si usted limpia con cuidado y quiere aprender a usar las máquinas, también le damos la bienvenida
- Transporte confiable para llegar a los edificios en el condado de Marion
- Poder levantar hasta 50 libras y trabajar de pie durante la noche
- Estar dispuesto(a) a trabajar de madrugada y los fines de semana`,
  benefits: `- Full-time hours on a steady schedule, planned a week ahead
- Paid training on every machine we use
- A local, women-owned company serving Ocala since 2012`,
  benefits_es: `- Horas de tiempo completo con un horario estable, planeado con una semana de anticipación
- Capacitación pagada en cada máquina que usamos
- Una empresa local de Ocala, propiedad de mujeres, que sirve a la comunidad desde 2012`,
};

export const SAMPLE_OPENINGS: readonly SampleOpening[] = [eveningCleaner, earlyMorningCleaner, floorCareTechnician];
