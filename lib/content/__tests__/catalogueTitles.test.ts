/**
 * @jest-environment node
 *
 * Every side-panel title of the real curriculum is the curriculum catalogue's title (the list below),
 * word for word. Where the module data names a page's topic differently, the page's heading keeps
 * that topic (`title`) and `navTitle` gives the panel the catalogue's words (docs/decisions/curriculum.md).
 * The catalogue below is fixed data, the titles the curriculum was first given with; a submodule
 * it does not list (an officer's new page, or hardwareB1 1_2, which only the module data has) is not checked.
 */
import { blockNav } from '@/lib/content/navigation';
import { loadBlocks } from '@/lib/content/blocks';

// key: block id and submodule.
const catalogue: Record<string, string> = {
  'softwareB1 1_1': 'Python Basics',
  'softwareB1 1_2': 'Numpy and Time Series',
  'softwareB1 2_1': 'Statistics',
  'softwareB2 1_1': 'C++',
  'softwareB2 2_1': 'Unity 3D User Interface',
  'softwareB2 2_2': 'Unity 3D Basic Applications',
  'softwareB3 1_1': 'Brain Signals',
  'softwareB3 1_2': 'EEG Signals',
  'softwareB3 2_1': 'Bandpass and Notch Filtering',
  'softwareB3 2_2': 'Fourier Transforms',
  'softwareB3 3_1': 't-SNE',
  'softwareB3 3_2': 'PCA',
  'softwareB3 3_3': 'LDA',
  'softwareB4 1_1': 'Linear Regression and Classification',
  'softwareB4 1_2': 'Neural Networks Basics + Math Behind It',
  'softwareB4 2_1': 'PyTorch',
  'softwareB4 2_2': 'Convolutional Neural Networks (with EEG Applications)',
  'softwareB4 3_1': 'Bandpass Filtering, Segmentation, Normalization',
  'softwareB4 3_2': 'Fast Fourier Transforms (FFT)',
  'hardwareB1 1_1': 'Documentation',
  'hardwareB1 2_1': 'Fusion 360 (CAD)',
  'hardwareB1 3_1': "Basics (Ohm's Law, Components, Schematics, Breadboard)",
  'hardwareB1 3_2': 'Electronic Systems',
  'hardwareB2 1_1': 'Advanced CAD',
  'hardwareB2 1_2': 'Blender',
  'hardwareB2 1_3': 'Simulation',
  'hardwareB2 2_1': 'PCB Design',
  'hardwareB2 2_2': 'Component Soldering',
  'hardwareB2 3_1': 'Testing',
  'hardwareB2 3_2': 'Debugging',
  'hardwareB2 3_3': 'Documentation',
  'hardwareB2 3_4': 'Final Assembly',
  'hardwareB3 1_1': 'Tools',
  'hardwareB3 1_2': 'Multimeter',
  'hardwareB3 1_3': 'Oscilloscope',
  'hardwareB3 2_1': 'Arduino',
  'hardwareB3 2_2': 'ESP32',
  'hardwareB3 2_3': 'Eagle PCB',
  'hardwareB3 2_4': 'KiCad',
  'hardwareB3 3_1': 'Soldering',
  'hardwareB3 3_2': 'LIW Training - Basic Soldering Training (E1)',
  'hardwareB4 1_1': 'C++',
  'hardwareB4 1_2': 'Python',
  'hardwareB4 2_1': 'Arduino',
  'hardwareB4 2_2': 'Arduino (Integration of C++ skills)',
  'hardwareB4 3_1': 'Bluetooth and WiFi',
  'hardwareB4 3_2': 'ESP32',
};

const entries = loadBlocks().flatMap((b) =>
  (blockNav(b.id)?.groups ?? []).flatMap((g) => g.items.map((item) => ({ key: `${b.id} ${item.key}`, title: item.title }))),
);
const listed = entries.filter((e) => catalogue[e.key]);

describe('side-panel titles', () => {
  it('cover the catalogue (the check below is not empty)', () => {
    expect(listed.length).toBeGreaterThanOrEqual(Object.keys(catalogue).length);
  });

  it.each(listed.map((e) => [e.key, e.title]))('%s shows the catalogue title: "%s"', (key, title) => {
    expect(title).toBe(catalogue[key]);
  });
});
