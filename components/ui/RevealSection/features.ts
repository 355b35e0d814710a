// Loaded on demand by RevealSection: framer-motion's animation features stay out of first-load JS.
import { domAnimation } from 'framer-motion';

export default domAnimation;
