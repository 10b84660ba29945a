// Makes every picture of the marketing remote and the modules that list them. Each place
// that shows photos (content.mjs) shows the company's own photos when its folder holds
// any, made responsive (responsive.mjs); otherwise the drawn stand-ins of catalogue.mjs,
// rendered from SVG to WebP. Every picture carries a tiny preview, drawn until it arrives.
// The other remotes' drawn pictures (catalogue.remotes) go into each remote's own
// src/assets/{photos,generated}, beside the marketing remote's folder.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as defaultCatalogue from './catalogue.mjs';
import { fingerprint, LIST_FILE, listTemplate, readContent, SLOTS } from './content.mjs';
import { DRAWN_HEADER, PictureModule } from './modules.mjs';
import { Outputs } from './outputs.mjs';
import { makeResponsive, placeholderOf } from './responsive.mjs';
import { portrait as defaultPortrait } from './scenes/people.mjs';

const SCENE_WEBP = { quality: 70, effort: 6, smartSubsample: true };

/** The folders the company drops its photos in, each with its instructions, made where missing. */
function ensureFolders(contentRoot) {
  for (const slot of SLOTS) {
    const list = path.join(contentRoot, slot.folder, LIST_FILE);
    if (existsSync(list)) continue;
    mkdirSync(path.dirname(list), { recursive: true });
    writeFileSync(list, listTemplate(slot));
  }
}

const camel = (slug) => slug.replace(/-(\w)/g, (_, ch) => ch.toUpperCase()).replace(/^(\d)/, '_$1');

/**
 * @param {object} options
 * @param {string} options.marketingDir  the mf-marketing package folder
 * @param {typeof defaultCatalogue} [options.catalogue]  the drawn pictures (a test passes quicker drawings)
 * @param {(look: object) => string} [options.portrait]  draws a team portrait
 * @param {(line: string) => void} [options.log]
 */
export async function generatePictures({ marketingDir, catalogue = defaultCatalogue, portrait = defaultPortrait, log = () => {} }) {
  const siteDir = path.dirname(marketingDir);
  const contentRoot = path.join(marketingDir, 'content/photos');
  const assets = path.join(marketingDir, 'src/assets');
  const sizes = JSON.parse(readFileSync(path.join(assets, 'sizes.json'), 'utf8'));
  const dirs = {
    photos: path.join(assets, 'photos'),
    posters: path.join(assets, 'posters'),
    portraits: path.join(assets, 'portraits'),
    company: path.join(assets, 'company-photos'),
    generated: path.join(assets, 'generated'),
  };
  ensureFolders(contentRoot);
  const content = readContent(contentRoot);
  const out = new Outputs();

  const shots = new Map([...Object.values(catalogue.galleries).flat(), ...catalogue.extras].map((shot) => [shot.slug, shot]));
  const shotOf = (slug) => {
    const shot = shots.get(slug);
    if (!shot) throw new Error(`no picture named ${slug} in the catalogue`);
    return shot;
  };

  /** A drawn scene at every scene width, rendered once however many places show it. */
  const scenes = new Map();
  const sceneOf = (slug) => {
    if (!scenes.has(slug)) scenes.set(slug, renderScene(shotOf(slug), dirs.photos));
    return scenes.get(slug);
  };
  async function renderScene({ slug, draw, alt }, photosDir) {
    const buffer = await sharp(Buffer.from(draw())).png().toBuffer();
    const webp = [];
    for (const width of sizes.scene.widths) {
      const file = path.join(photosDir, `${slug}-${width}.webp`);
      out.write(file, await sharp(buffer).resize(width).webp(SCENE_WEBP).toBuffer());
      webp.push([file, width]);
    }
    const [aw, ah] = sizes.scene.aspect;
    const width = sizes.scene.widths.at(-1);
    return { alt, width, height: Math.round((width * ah) / aw), placeholder: await placeholderOf(buffer), sources: { webp } };
  }

  /** The company's photos of a slot, made responsive, in their order; [] while its folder holds none. */
  async function ownPhotos(slotId) {
    const records = [];
    for (const photo of content.get(slotId)) {
      const made = await makeResponsive(photo.file, { outDir: path.join(dirs.company, slotId), widths: sizes.photo.widths, formats: sizes.photo.formats });
      Object.values(made.sources).flat().forEach(([file]) => out.keep(file));
      records.push({ ...made, alt: photo.alt, ...(photo.caption && { caption: photo.caption }) });
    }
    if (records.length > 0) log(`${slotId}: ${records.length} of the company's photos`);
    return records;
  }

  const writeModule = (name, build) => {
    const module = new PictureModule(dirs.generated);
    out.write(path.join(dirs.generated, name), module.text(build(module)));
  };
  const slotOf = (key, value) => SLOTS.find((slot) => slot[key] === value);

  const galleries = {};
  for (const [id, gallery] of Object.entries(catalogue.galleries)) {
    const own = await ownPhotos(slotOf('gallery', id).id);
    galleries[id] = own.length > 0 ? own : await Promise.all(gallery.map((shot) => sceneOf(shot.slug)));
    writeModule(`gallery${id}.ts`, (module) => `/** The photos of gallery ${id}. */\nexport const photos = [\n  ${galleries[id].map((record) => module.picture(record)).join(',\n  ')},\n];`);
  }

  writeModule('covers.ts', (module) => {
    const lines = Object.entries(galleries).map(([id, pictures]) => `  ${id}: ${module.picture(pictures[0])},`);
    return `/** The cover photo of each gallery (its first photo), by gallery id. */\nexport const covers = {\n${lines.join('\n')}\n} as const;`;
  });

  {
    const own = await ownPhotos('home-carousel');
    const slides = own.length > 0 ? own : await Promise.all(catalogue.carousel.map(async ([slug, caption]) => ({ ...(await sceneOf(slug)), caption })));
    writeModule('carousel.ts', (module) => {
      const lines = slides.map((slide) => `  { caption: ${JSON.stringify(slide.caption)}, photo: ${module.picture(slide)} },`);
      return `/** The home page carousel, in order. */\nexport const slides = [\n${lines.join('\n')}\n];`;
    });
  }

  {
    const entries = [];
    for (const [id, slug] of Object.entries(catalogue.services)) {
      const [own] = await ownPhotos(slotOf('service', id).id);
      entries.push([id, own ?? (await sceneOf(slug))]);
    }
    writeModule('services.ts', (module) => {
      const lines = entries.map(([id, record]) => `  ${JSON.stringify(id)}: ${module.picture(record)},`);
      return `/** One picture per service, by service id. */\nexport const servicePhotos = {\n${lines.join('\n')}\n} as const;`;
    });
  }

  // Video posters and team portraits: drawn, and not (yet) among the folders.
  {
    const [aw, ah] = sizes.poster.aspect;
    const imports = [];
    const items = [];
    for (const { slug, draw, alt } of catalogue.posters) {
      const buffer = await sharp(Buffer.from(draw())).png().toBuffer();
      const height = Math.round((1200 * ah) / aw);
      const cropped = await sharp(buffer).extract({ left: 0, top: Math.round((750 - height) / 2), width: 1200, height }).toBuffer();
      const names = [];
      for (const width of sizes.poster.widths) {
        out.write(path.join(dirs.posters, `${slug}-${width}.webp`), await sharp(cropped).resize(width).webp(SCENE_WEBP).toBuffer());
        names.push(`${camel(slug)}${width}`);
        imports.push(`import ${camel(slug)}${width} from '../posters/${slug}-${width}.webp';`);
      }
      items.push(`  ${JSON.stringify(slug.replace(/^poster-/, ''))}: posterPhoto(${JSON.stringify(alt)}, [${names.join(', ')}]),`);
    }
    out.write(path.join(dirs.generated, 'posters.ts'), `${DRAWN_HEADER}import { posterPhoto } from '../images';\n${imports.join('\n')}\n\n/** Video posters, by topic. */\nexport const posters = {\n${items.join('\n')}\n} as const;\n`);
  }
  {
    const keys = catalogue.portraits.map((_, index) => `portrait-${String(index + 1).padStart(2, '0')}`);
    for (const [index, look] of catalogue.portraits.entries()) {
      out.write(path.join(dirs.portraits, `${keys[index]}.webp`), await sharp(Buffer.from(portrait(look))).webp(SCENE_WEBP).toBuffer());
    }
    const imports = keys.map((key) => `import ${camel(key)} from '../portraits/${key}.webp';`);
    const items = keys.map((key) => `  ${JSON.stringify(key)}: portraitImage(${camel(key)}),`);
    out.write(path.join(dirs.generated, 'portraits.ts'), `${DRAWN_HEADER}import { portraitImage } from '../images';\n${imports.join('\n')}\n\n/** Team portraits, by the team data's img key. */\nexport const portraits = {\n${items.join('\n')}\n} as const;\n`);
  }

  // The other remotes' drawn pictures, each remote's in its own folders, listed by key.
  const remoteDirs = [];
  for (const [remote, modules] of Object.entries(catalogue.remotes)) {
    const remoteAssets = path.join(siteDir, remote, 'src/assets');
    const photosDir = path.join(remoteAssets, 'photos');
    const generatedDir = path.join(remoteAssets, 'generated');
    remoteDirs.push(photosDir, generatedDir);
    for (const [name, pictures] of Object.entries(modules)) {
      const entries = [];
      for (const [key, shot] of Object.entries(pictures)) entries.push([key, await renderScene(shot, photosDir)]);
      const module = new PictureModule(generatedDir, 'shared-ui/kit/pictureSource');
      const lines = entries.map(([key, record]) => `  ${JSON.stringify(key)}: ${module.picture(record)},`);
      out.write(path.join(generatedDir, `${name}.ts`), module.text(`/** The drawn pictures of ${remote}'s pages (tooling/photos/catalogue.mjs), by key. */\nexport const ${camel(name)}Pictures = {\n${lines.join('\n')}\n} as const;`, DRAWN_HEADER));
    }
  }

  const counts = Object.fromEntries([...content].filter(([, photos]) => photos.length > 0).map(([id, photos]) => [id, photos.length]));
  out.write(path.join(dirs.generated, 'content.json'), `${JSON.stringify({ fingerprint: fingerprint(content), photos: counts }, null, 2)}\n`);

  [...Object.values(dirs), ...remoteDirs].forEach((dir) => out.removeStale(dir));
  const folders = Object.keys(counts).length;
  const remotePictures = Object.values(catalogue.remotes).flatMap((modules) => Object.values(modules)).reduce((sum, pictures) => sum + Object.keys(pictures).length, 0);
  log(`${scenes.size} drawn scenes, ${remotePictures} for the other remotes, ${catalogue.posters.length} posters, ${catalogue.portraits.length} portraits, ${folders} folder${folders === 1 ? '' : 's'} of the company's photos: ${(out.bytes / 1024).toFixed(0)} KiB`);
  return { content, counts };
}
