/**
 * @jest-environment node
 *
 * Every side-panel title of the real curriculum reads as the specification's navigation catalogue
 * gives it, or, where the module data names the submodule differently, as the module data does
 * (docs/decisions/curriculum.md says which reading each page takes and why). The catalogue below is
 * the specification's fixed data; a submodule it does not list (an officer's new page) is not checked.
 */
import { blockNav } from '../onboarding';
import { loadBlocks } from '../blocks';
import { loadSite } from '../site';

/** A reading: the exact title, or (a description in the module data) the same words in any case. */
type Reading = string | { anyCase: string } | RegExp;

// key: block id and submodule; the catalogue's title first, then the module data's where it differs.
const catalogue: Record<string, Reading[]> = {
  'softwareB1 1_1': ['Python Basics'],
  'softwareB1 1_2': ['Numpy and Time Series'],
  'softwareB1 2_1': ['Statistics'],
  'softwareB2 1_1': ['C++'],
  'softwareB2 2_1': ['Unity 3D User Interface'],
  'softwareB2 2_2': ['Unity 3D Basic Applications'],
  'softwareB3 1_1': ['Brain Signals'],
  'softwareB3 1_2': ['EEG Signals'],
  'softwareB3 2_1': ['Bandpass and Notch Filtering'],
  'softwareB3 2_2': ['Fourier Transforms'],
  'softwareB3 3_1': ['t-SNE'],
  'softwareB3 3_2': ['PCA'],
  'softwareB3 3_3': ['LDA'],
  'softwareB4 1_1': ['Linear Regression and Classification'],
  'softwareB4 1_2': ['Neural Networks Basics + Math Behind It', 'Neural Networks Basics'],
  'softwareB4 2_1': ['PyTorch'],
  'softwareB4 2_2': ['Convolutional Neural Networks (with EEG Applications)', 'CNNs with EEG'],
  'softwareB4 3_1': ['Bandpass Filtering, Segmentation, Normalization'],
  'softwareB4 3_2': ['Fast Fourier Transforms (FFT)', 'FFT'],
  'hardwareB1 1_1': ['Documentation'],
  'hardwareB1 2_1': ['Fusion 360 (CAD)'],
  'hardwareB1 3_1': ["Basics (Ohm's Law, Components, Schematics, Breadboard)"],
  'hardwareB1 3_2': ['Electronic Systems', { anyCase: 'PCB schematics' }],
  'hardwareB2 1_1': ['Advanced CAD'],
  'hardwareB2 1_2': ['Blender'],
  'hardwareB2 1_3': ['Simulation', { anyCase: 'mesh-editing software' }],
  'hardwareB2 2_1': ['PCB Design', 'Reverse Engineering and Spatial Visualization'],
  'hardwareB2 2_2': ['Component Soldering', 'CAD Skills'],
  'hardwareB2 3_1': ['Testing', 'Basics of 3D Printing'],
  // The module data only says 'trainings on the workshop's printers', without a title per page.
  'hardwareB2 3_2': ['Debugging', /\bTraining\b/],
  'hardwareB2 3_3': ['Documentation', /\bTraining\b/],
  'hardwareB2 3_4': ['Final Assembly', /\bTraining\b/],
  'hardwareB3 1_1': ['Tools', 'Breadboard'],
  'hardwareB3 1_2': ['Multimeter'],
  'hardwareB3 1_3': ['Oscilloscope'],
  'hardwareB3 2_1': ['Arduino'],
  'hardwareB3 2_2': ['ESP32'],
  'hardwareB3 2_3': ['Eagle PCB'],
  'hardwareB3 2_4': ['KiCad'],
  'hardwareB3 3_1': ['Soldering'],
  'hardwareB3 3_2': ['{workshop} Training - Basic Soldering Training (E1)', 'Basic Soldering Training'],
  'hardwareB4 1_1': ['C++'],
  'hardwareB4 1_2': ['Python'],
  'hardwareB4 2_1': ['Arduino'],
  'hardwareB4 2_2': ['Arduino (Integration of C++ skills)'],
  'hardwareB4 3_1': ['Bluetooth and WiFi'],
  'hardwareB4 3_2': ['ESP32'],
};

function matches(title: string, reading: Reading, workshop: string): boolean {
  if (reading instanceof RegExp) return reading.test(title);
  if (typeof reading === 'string') return title === reading.replace('{workshop}', workshop);
  return title.toLowerCase() === reading.anyCase.toLowerCase();
}

const entries = loadBlocks().flatMap((b) =>
  (blockNav(b.id)?.groups ?? []).flatMap((g) => g.items.map((item) => ({ key: `${b.id} ${item.key}`, title: item.title }))),
);
const listed = entries.filter((e) => catalogue[e.key]);

describe('side-panel titles', () => {
  it('cover the catalogue (the check below is not empty)', () => {
    expect(listed.length).toBeGreaterThanOrEqual(Object.keys(catalogue).length);
  });

  it.each(listed.map((e) => [e.key, e.title]))('%s shows a reading of the catalogue: "%s"', (key, title) => {
    const workshop = loadSite().workshop.shortName;
    const readings = catalogue[key];
    if (!readings.some((r) => matches(title, r, workshop))) {
      throw new Error(`${key}: the side panel shows "${title}"; the spec reads ${readings.map((r) => (typeof r === 'string' ? `"${r.replace('{workshop}', workshop)}"` : String(r instanceof RegExp ? r : r.anyCase))).join(' or ')}`);
    }
  });
});
