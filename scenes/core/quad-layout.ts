/**
 * One atlas quad in the instance data of runtime/direct-quads.ts (and its Pixi fallback): six
 * floats, x and y of its centre (logical px), rotation (radians), scale, alpha, and its kind (an
 * atlas frame and tint chosen by the scene). Here so the scenes' pure maths can write quads
 * without importing the drawing.
 */
export const QUAD_STRIDE = 6;
