#!/usr/bin/env node
// Prints the islands' loader as the server build makes it (islands-loader.mjs), with the frontend's Vite
// config: the frontend's tests run the text the pages carry (test/islands-loader.cjs).
import { buildWithViteConfig } from './islands-loader.mjs';

process.stdout.write(await buildWithViteConfig());
