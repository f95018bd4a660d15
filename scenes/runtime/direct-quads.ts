/**
 * Atlas quads drawn with raw WebGL 2 on a slot's context, outside Pixi's render: one instanced
 * draw call, one small buffer upload, and only the GL calls that draw them. Pixi's render of an
 * empty or unchanged stage costs several times the DOM rain's whole frame in script time at 6×
 * (its render target, uniform and state machinery runs cold once a frame); this is the envelope
 * rain's frame without it (see runtime.ts: `Scene.drawDirect`).
 *
 * Each quad is one instance: x, y (centre, logical px), rotation, scale, alpha and a kind (an
 * atlas frame with its tint, set once). The caller writes them in draw order straight into `data`
 * (QUAD_STRIDE floats each, core/quad-layout.ts) and sets `count`: a call per quad would box its six numbers (V8 passes
 * doubles to a call that is not inlined as heap numbers), about 50 kB/s of garbage in a full rain.
 * `draw` uploads those quads and draws them. Nothing is allocated per frame.
 */
import type { Renderer, Texture, WebGLRenderer } from 'pixi.js';
import { QUAD_STRIDE } from '../core/quad-layout.ts';

const VERTEX = `#version 300 es
layout(location = 0) in vec4 aPlace;  // x, y, rotation, scale
layout(location = 1) in vec2 aLook;   // alpha, kind
uniform vec2 uView;                   // 2 / width, -2 / height (logical px)
uniform vec4 uUv[KINDS];              // u0, v0, u1, v1
uniform vec4 uSizeTint[KINDS];        // width, height (logical px), tint packed as 0xrrggbb
out vec2 vUv;
out vec4 vColor;
void main() {
  int k = int(aLook.y);
  // Triangle strip: corners (0,0) (1,0) (0,1) (1,1), anchored at the centre like the sprites were.
  vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
  vec2 v = (corner - 0.5) * uSizeTint[k].xy * aPlace.w;
  float c = cos(aPlace.z);
  float s = sin(aPlace.z);
  vec2 p = vec2(v.x * c - v.y * s, v.x * s + v.y * c) + aPlace.xy;
  gl_Position = vec4(p * uView + vec2(-1.0, 1.0), 0.0, 1.0);
  vUv = mix(uUv[k].xy, uUv[k].zw, corner);
  float tint = uSizeTint[k].z;
  vec3 rgb = vec3(floor(tint / 65536.0), mod(floor(tint / 256.0), 256.0), mod(tint, 256.0)) / 255.0;
  // Premultiplied, as Pixi's particle shader: colour and alpha both scale by alpha.
  vColor = vec4(rgb * aLook.x, aLook.x);
}`;

const FRAGMENT = `#version 300 es
precision mediump float;
uniform sampler2D uTexture;
in vec2 vUv;
in vec4 vColor;
out vec4 outColor;
void main() {
  outColor = texture(uTexture, vUv) * vColor;
}`;

const STRIDE = QUAD_STRIDE;

export interface QuadKind {
  texture: Texture;
  /** 0xrrggbb multiplied into the frame (0xffffff: as drawn). */
  tint: number;
}

function compile(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type)!;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return shader;
}

export class DirectQuads {
  /** The quads of the next `draw`, QUAD_STRIDE floats each (see the top of this file). */
  readonly data: Float32Array;
  /** Quads written in `data`. */
  count = 0;
  private width = 1;
  private height = 1;
  private viewDirty = true;

  private constructor(
    private readonly renderer: WebGLRenderer,
    private readonly gl: WebGL2RenderingContext,
    private readonly program: WebGLProgram,
    private readonly vao: WebGLVertexArrayObject,
    private readonly buffer: WebGLBuffer,
    private readonly sampler: WebGLSampler,
    private readonly texture: Texture,
    private readonly uView: WebGLUniformLocation | null,
    capacity: number,
  ) {
    this.data = new Float32Array(capacity * STRIDE);
  }

  /**
   * The quads of `kinds` (frames of one texture source) on the renderer's context, or null where
   * raw WebGL 2 is not available (a WebGL 1 or WebGPU renderer): the caller draws with Pixi then.
   */
  static create(renderer: Renderer, kinds: readonly QuadKind[], capacity: number): DirectQuads | null {
    const gl = (renderer as Partial<WebGLRenderer>).gl;
    if (typeof WebGL2RenderingContext === 'undefined' || !(gl instanceof WebGL2RenderingContext) || kinds.length === 0) return null;
    const program = gl.createProgram();
    gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX.replace(/KINDS/g, String(kinds.length))));
    gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT));
    gl.linkProgram(program);
    if (!gl.getProgramParameter(program, gl.LINK_STATUS)) {
      gl.deleteProgram(program);
      return null;
    }
    const vao = gl.createVertexArray();
    const buffer = gl.createBuffer();
    // Pixi caches the VAO and program it bound last: it is told to forget them (resetState) before
    // its next render, see runtime.ts.
    gl.bindVertexArray(vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
    gl.bufferData(gl.ARRAY_BUFFER, capacity * STRIDE * 4, gl.DYNAMIC_DRAW);
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 4, gl.FLOAT, false, STRIDE * 4, 0);
    gl.vertexAttribDivisor(0, 1);
    gl.enableVertexAttribArray(1);
    gl.vertexAttribPointer(1, 2, gl.FLOAT, false, STRIDE * 4, 16);
    gl.vertexAttribDivisor(1, 1);
    gl.bindVertexArray(null);
    // The atlas is sampled like Pixi samples it (linear, clamped, no mipmaps), through a sampler
    // object of ours: Pixi binds its own samplers to the units it uses.
    const sampler = gl.createSampler();
    gl.samplerParameteri(sampler, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.samplerParameteri(sampler, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    gl.samplerParameteri(sampler, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.samplerParameteri(sampler, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    gl.useProgram(program);
    const uv = new Float32Array(kinds.length * 4);
    const sizeTint = new Float32Array(kinds.length * 4);
    kinds.forEach(({ texture, tint }, i) => {
      const u = texture.uvs;
      uv.set([u.x0, u.y0, u.x2, u.y2], i * 4);
      sizeTint.set([texture.orig.width, texture.orig.height, tint & 0xffffff, 0], i * 4);
    });
    gl.uniform4fv(gl.getUniformLocation(program, 'uUv'), uv);
    gl.uniform4fv(gl.getUniformLocation(program, 'uSizeTint'), sizeTint);
    gl.uniform1i(gl.getUniformLocation(program, 'uTexture'), 0);
    return new DirectQuads(renderer as WebGLRenderer, gl, program, vao, buffer, sampler, kinds[0]!.texture, gl.getUniformLocation(program, 'uView'), capacity);
  }

  /** Logical size of the canvas the quads are drawn on. */
  resize(width: number, height: number): void {
    this.width = Math.max(width, 1);
    this.height = Math.max(height, 1);
    this.viewDirty = true;
  }

  /** Nothing to do: `draw` uploads (the Pixi fallback uploads here). */
  end(): void {
    // The upload waits for `draw`, in the runtime's frame.
  }

  /**
   * Draws the `count` quads of `data` onto the bound drawing buffer. `fresh`: something else
   * (Pixi) used the context since the last call, so every piece of state this draw relies on is
   * set again; otherwise only the upload and the draw are issued.
   */
  draw(fresh: boolean): void {
    const gl = this.gl;
    if (fresh) {
      const canvas = gl.canvas;
      gl.bindFramebuffer(gl.FRAMEBUFFER, null);
      gl.viewport(0, 0, canvas.width, canvas.height);
      gl.disable(gl.DEPTH_TEST);
      gl.disable(gl.STENCIL_TEST);
      gl.disable(gl.SCISSOR_TEST);
      gl.disable(gl.CULL_FACE);
      gl.colorMask(true, true, true, true);
      gl.enable(gl.BLEND);
      gl.blendEquation(gl.FUNC_ADD);
      // Premultiplied atlas (Pixi's default upload): Pixi's "normal" blend; straight alpha otherwise.
      if (this.texture.source.alphaMode === 'no-premultiply-alpha') gl.blendFuncSeparate(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA, gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
      else gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
      gl.useProgram(this.program);
      gl.bindVertexArray(this.vao);
      gl.bindBuffer(gl.ARRAY_BUFFER, this.buffer);
      gl.activeTexture(gl.TEXTURE0);
      gl.bindTexture(gl.TEXTURE_2D, this.renderer.texture.getGlSource(this.texture.source).texture);
      gl.bindSampler(0, this.sampler);
      this.viewDirty = true;
    }
    if (this.viewDirty) {
      this.viewDirty = false;
      gl.uniform2f(this.uView, 2 / this.width, -2 / this.height);
    }
    if (this.count === 0) return;
    gl.bufferSubData(gl.ARRAY_BUFFER, 0, this.data, 0, this.count * STRIDE);
    gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, this.count);
  }

  /** Frees the GL objects (a lost context has freed them already). */
  destroy(): void {
    const gl = this.gl;
    if (gl.isContextLost()) return;
    gl.deleteProgram(this.program);
    gl.deleteVertexArray(this.vao);
    gl.deleteBuffer(this.buffer);
    gl.deleteSampler(this.sampler);
  }
}
