#include "CImageCodec.h"

#include <pthread.h>
#include <string.h>

// Cairo's ARGB32 word, read in the machine's order, is A << 24 | R << 16 | G << 8 | B: on a
// little-endian machine its bytes are B, G, R, A, and straight RGBA swaps the first and third byte of
// each pixel. UI snapshots are mostly opaque (or, drawn alone, transparent), where that swap is the
// whole conversion: eight pixels a step on 64-bit words (plain C rather than SSE: faster at the -O0 of
// debug builds, as fast at -O2). Other pixels go one at a time; translucent ones divide by table.

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define LITTLE_ENDIAN_WORDS 1
#else
#define LITTLE_ENDIAN_WORDS 0
#endif

// Two pixels' bytes 0 and 2 swapped; alpha (byte 3) set in both: the opaque test of a 64-bit word.
#define SWAP_RED_BLUE(w) (((w) & 0xFF00FF00FF00FF00ull) | ((w) >> 16 & 0x000000FF000000FFull) | ((w) & 0x000000FF000000FFull) << 16)
#define OPAQUE_PAIR 0xFF000000FF000000ull

// unpremultiplied[a][c] = (c × 255 + a / 2) / a, at most 255, for 0 < a < 255.
static uint8_t unpremultiplied[256][256];
static pthread_once_t table_once = PTHREAD_ONCE_INIT;

static void make_table(void) {
    for (unsigned a = 1; a < 255; a++)
        for (unsigned c = 0; c < 256; c++) {
            unsigned value = (c * 255 + a / 2) / a;
            unpremultiplied[a][c] = (uint8_t)(value > 255 ? 255 : value);
        }
}

static void unpremultiply_pixel(const uint8_t *in, uint8_t *out) {
    uint32_t word;
    memcpy(&word, in, 4);
    uint32_t a = word >> 24, r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF;
    if (a != 0 && a != 255) {
        const uint8_t *row = unpremultiplied[a];
        r = row[r];
        g = row[g];
        b = row[b];
    }
    out[0] = (uint8_t)r;
    out[1] = (uint8_t)g;
    out[2] = (uint8_t)b;
    out[3] = (uint8_t)a;
}

// c × a / 255, rounded or truncated, without a division (exact for every c and a: see the tests).
static uint32_t premultiplied(uint32_t c, uint32_t a, int rounded) {
    uint32_t x = c * a;
    if (rounded) {
        x += 128;
        return (x + (x >> 8)) >> 8;
    }
    return (x + 1 + (x >> 8)) >> 8;
}

static void premultiply_pixel(const uint8_t *in, uint8_t *out, int rounded) {
    uint32_t r = in[0], g = in[1], b = in[2], a = in[3];
    if (a != 255) {
        r = premultiplied(r, a, rounded);
        g = premultiplied(g, a, rounded);
        b = premultiplied(b, a, rounded);
    }
    uint32_t word = a << 24 | r << 16 | g << 8 | b;
    memcpy(out, &word, 4);
}

// Eight pixels converted at once when they are all opaque, or all transparent, else 0 (nothing
// written): opaque ARGB words and opaque RGBA bytes convert into each other by the same swap, and so do
// transparent ones when unpremultiplying (their colours are kept); premultiplied, they are zeros.
static int convert_if_uniform(const uint8_t *in, uint8_t *out, int premultiplying) {
#if LITTLE_ENDIAN_WORDS
    uint64_t a, b, c, d;
    memcpy(&a, in, 8);
    memcpy(&b, in + 8, 8);
    memcpy(&c, in + 16, 8);
    memcpy(&d, in + 24, 8);
    if (((a | b | c | d) & OPAQUE_PAIR) == 0) {
        if (premultiplying) {
            memset(out, 0, 32);
            return 1;
        }
    } else if ((a & b & c & d & OPAQUE_PAIR) != OPAQUE_PAIR) {
        return 0;
    }
    a = SWAP_RED_BLUE(a);
    b = SWAP_RED_BLUE(b);
    c = SWAP_RED_BLUE(c);
    d = SWAP_RED_BLUE(d);
    memcpy(out, &a, 8);
    memcpy(out + 8, &b, 8);
    memcpy(out + 16, &c, 8);
    memcpy(out + 24, &d, 8);
    return 1;
#else
    (void)in;
    (void)out;
    (void)premultiplying;
    return 0;
#endif
}

void image_codec_unpremultiply(const uint8_t *argb, size_t stride, size_t width, size_t height, uint8_t *rgba) {
    pthread_once(&table_once, make_table);
    for (size_t y = 0; y < height; y++) {
        const uint8_t *in = argb + y * stride;
        uint8_t *out = rgba + y * width * 4;
        size_t x = 0;
        while (x < width) {
            if (x + 8 <= width && convert_if_uniform(in + 4 * x, out + 4 * x, 0)) {
                x += 8;
                continue;
            }
            // Eight (or the row's last few) one at a time before the next try.
            size_t end = x + 8 < width ? x + 8 : width;
            for (; x < end; x++) unpremultiply_pixel(in + 4 * x, out + 4 * x);
        }
    }
}

void image_codec_premultiply(const uint8_t *rgba, size_t width, size_t height, uint8_t *argb, size_t stride,
                             int rounded) {
    for (size_t y = 0; y < height; y++) {
        const uint8_t *in = rgba + y * width * 4;
        uint8_t *out = argb + y * stride;
        size_t x = 0;
        while (x < width) {
            if (x + 8 <= width && convert_if_uniform(in + 4 * x, out + 4 * x, 1)) {
                x += 8;
                continue;
            }
            size_t end = x + 8 < width ? x + 8 : width;
            for (; x < end; x++) premultiply_pixel(in + 4 * x, out + 4 * x, rounded);
        }
    }
}

int image_codec_is_opaque(const uint8_t *pixels, size_t stride, size_t width, size_t height) {
    for (size_t y = 0; y < height; y++) {
        const uint8_t *row = pixels + y * stride;
        uint32_t all = 0xFFFFFFFFu;
        size_t x = 0;
        uint64_t pairs = ~0ull;
        for (; x + 8 <= width; x += 8) {
            uint64_t a, b, c, d;
            memcpy(&a, row + 4 * x, 8);
            memcpy(&b, row + 4 * x + 8, 8);
            memcpy(&c, row + 4 * x + 16, 8);
            memcpy(&d, row + 4 * x + 24, 8);
            pairs &= a & b & c & d;
        }
        // Both halves of a 64-bit word are whole pixel words, whatever the machine's byte order.
        all &= (uint32_t)pairs & (uint32_t)(pairs >> 32);
        for (; x < width; x++) {
            uint32_t word;
            memcpy(&word, row + 4 * x, 4);
            all &= word;
        }
        if (all >> 24 != 0xFF) return 0;
    }
    return 1;
}
