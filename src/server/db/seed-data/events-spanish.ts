/**
 * The demo events' Spanish words (docs/product.md#languages), so `npm start` shows a complete Spanish
 * events page. The gathering keeps its name, as names of gatherings stay as they are (locales/README.md);
 * the Prophetic Restoration Service keeps its English title, to show the English fallback.
 */
import type { events } from '#server/db/schema/index.ts';

type SpanishWords = Pick<typeof events.$inferInsert, 'titleEs' | 'subtitleEs' | 'descriptionEs'>;

export const gatheringSpanish: SpanishWords = {
  titleEs: null,
  subtitleEs: 'Adoración, la Palabra y ministerio profético',
  descriptionEs: `Una noche de adoración de todo corazón, enseñanza de la Palabra y ministerio profético. Venga tal como es: es una reunión familiar, y tenemos un lugar apartado para usted.

La oración comienza media hora antes de la reunión, para quien quiera llegar temprano y buscar al Señor con nosotros.

Hay cuidado de niños hasta los 10 años. Café y algo dulce al final.`,
};

/** By the demo event's id. */
export const SPANISH_BY_EVENT: Readonly<Record<number, SpanishWords>> = {
  1: gatheringSpanish,
  2: gatheringSpanish,
  8: gatheringSpanish,
  4: {
    titleEs: 'Noche de adoración (en línea)',
    subtitleEs: 'Únase desde donde esté',
    descriptionEs: `Una noche de adoración y oración sin prisa, transmitida en vivo. Encienda una vela, reúna a su familia y adore junto a creyentes de Texas y de otros lugares.

La transmisión abre quince minutos antes. Nuestro equipo de oración ora en vivo por las peticiones que se compartan en el chat.`,
  },
  5: {
    titleEs: 'Estudio bíblico para adultos (18+)',
    subtitleEs: 'Amistad con Dios: un estudio del libro de Santiago',
    descriptionEs: `Ocho semanas en el libro de Santiago para adultos que quieren profundizar: preguntas sinceras, lectura cuidadosa y oración unos por otros.

La primera noche presenta el estudio y los grupos pequeños. Inscríbase en la página del estudio bíblico para recibir el plan de lectura y un devocional gratuito.`,
  },
  6: {
    titleEs: 'Retiro de mujeres Restored Hearts',
    subtitleEs: 'Un fin de semana en el Hill Country',
    descriptionEs: `Tres días a solas con el Señor y unas con otras: adoración junto al río, enseñanza sobre el corazón íntegro, tiempo de descanso y ministración de oración para cada mujer que la desee.

La inscripción incluye dos noches de hospedaje, todas las comidas y los materiales del retiro. Hay becas disponibles; nadie debe quedarse en casa por el costo. Pregúntenos al inscribirse.`,
  },
  7: {
    titleEs: 'Conferencia profética Hearts Aflame',
    subtitleEs: 'Dos días de adoración, enseñanza y ministerio profético',
    descriptionEs: `Nuestra conferencia anual para todos los que anhelan escuchar a Dios con claridad y vivir para él de todo corazón. Sesiones sobre el ministerio profético en la iglesia local, el temor del Señor y la amistad con Dios.

Talleres para líderes de iglesias en casa, equipos de alabanza y jóvenes adultos. El almuerzo está incluido ambos días.`,
  },
  9: {
    titleEs: 'Taller de adoración profética',
    subtitleEs: 'Para cantantes, músicos e intercesores',
    descriptionEs: `Una mañana práctica para equipos de alabanza: escuchar al Espíritu Santo mientras se dirige, canto espontáneo y servir a la congregación con humildad.

Traiga su instrumento. Terminamos con un tiempo abierto de adoración juntos.`,
  },
  10: {
    titleEs: 'Noche de oración y ayuno',
    subtitleEs: null,
    descriptionEs: `Apartamos la noche para ayunar, orar y buscar juntos al Señor por nuestra ciudad, nuestras familias y las iglesias en casa.

Venga a cualquier parte de la noche. Habrá agua y té.`,
  },
  11: {
    titleEs: 'Escuchar a Dios: capacitación en oración profética',
    subtitleEs: 'Una mañana de enseñanza y práctica',
    descriptionEs: `Aprenda a escuchar al Espíritu Santo en oración y a compartir lo que percibe con humildad y amor. Enseñanza de las Escrituras y luego práctica en grupos pequeños.

Los lugares son limitados para que los grupos sean pequeños. Por favor, confirme su asistencia y la de quienes vengan con usted. Café y tacos de desayuno desde las 9:30.`,
  },
  12: {
    titleEs: 'Desayuno de intercesores',
    subtitleEs: 'Orando por la ciudad antes del trabajo',
    descriptionEs: `Un desayuno temprano para nuestros intercesores: oramos por Austin, por las iglesias en casa y por las próximas reuniones, y luego nos vamos al trabajo.

Este desayuno ya está lleno; esté atento al próximo.`,
  },
  13: {
    titleEs: 'Oración del mediodía en línea',
    subtitleEs: 'Media hora de oración desde donde esté',
    descriptionEs: `Treinta minutos de oración por la ciudad, las naciones y unos por otros, en una videollamada. Únase desde su escritorio, su carro o la mesa de su cocina; llegue tarde o salga temprano si lo necesita.

El enlace está en esta página: cualquiera puede unirse. Su confirmación de asistencia nos ayuda a saber por quién orar por nombre.`,
  },
};
