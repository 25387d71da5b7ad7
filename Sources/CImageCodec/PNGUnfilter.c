#include "CImageCodec.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

// The decoder's fast path: libdeflate inflates (several times faster than zlib, which is most of
// libpng's time on UI images; and the same inflate is the bomb check every file gets), and the loops
// below undo the filters and expand to RGBA. libpng reads everything else; the fuzzer (`scripts/fuzz png`) holds the two to the same pixels.

int png_codec_inflate(const uint8_t *data, const size_t *starts, const size_t *lengths, size_t count,
                      uint8_t *output, size_t capacity, size_t *produced) {
    *produced = 0;
    const uint8_t *stream = count > 0 ? data + starts[0] : data;
    size_t size = count > 0 ? lengths[0] : 0;
    uint8_t *joined = NULL;
    if (count > 1) {
        // libdeflate reads one buffer: other encoders split the stream into chunks of a few KiB.
        size = 0;
        for (size_t i = 0; i < count; i++) size += lengths[i];
        joined = malloc(size);
        if (!joined) return PNG_CODEC_INFLATE_NO_MEMORY;
        size_t at = 0;
        for (size_t i = 0; i < count; i++) {
            memcpy(joined + at, data + starts[i], lengths[i]);
            at += lengths[i];
        }
        stream = joined;
    }
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    if (!decompressor) {
        free(joined);
        return PNG_CODEC_INFLATE_NO_MEMORY;
    }
    enum libdeflate_result result =
        libdeflate_zlib_decompress(decompressor, stream, size, output, capacity, produced);
    libdeflate_free_decompressor(decompressor);
    free(joined);
    switch (result) {
    case LIBDEFLATE_SUCCESS: return *produced == capacity ? PNG_CODEC_INFLATED : PNG_CODEC_INFLATE_SHORT;
    case LIBDEFLATE_SHORT_OUTPUT: return PNG_CODEC_INFLATE_SHORT;
    case LIBDEFLATE_INSUFFICIENT_SPACE: return PNG_CODEC_INFLATE_LONG;
    default: return PNG_CODEC_INFLATE_INVALID;
    }
}

// The loops below are plain C on 32- and 64-bit words, several bytes an operation without carries
// crossing bytes, rather than SSE intrinsics: SwiftPM compiles C at -O0 in debug builds (where snapshot
// tests run), and there every intrinsic's operands go through the stack, which made the SSE versions
// slower than these at -O0 (and no faster where it counts at -O2: see `scripts/bench codec`).

// Byte-wise a + b of the bytes of two words.
#define ADD_BYTES_32(a, b) ((((a) & 0x7F7F7F7Fu) + ((b) & 0x7F7F7F7Fu)) ^ (((a) ^ (b)) & 0x80808080u))
#define ADD_BYTES_64(a, b) \
    ((((a) & 0x7F7F7F7F7F7F7F7Full) + ((b) & 0x7F7F7F7F7F7F7F7Full)) ^ (((a) ^ (b)) & 0x8080808080808080ull))

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define LITTLE_ENDIAN_WORDS 1
#else
#define LITTLE_ENDIAN_WORDS 0
#endif

// Filters, undone in place on one row's `count` bytes after its filter byte; `above` is the row above,
// already unfiltered (zeros for the first row); `bpp` bytes a pixel.

static void up(uint8_t *row, const uint8_t *above, size_t count) {
    size_t i = 0;
    for (; i + 16 <= count; i += 16) {
        uint64_t a, b, c, d;
        memcpy(&a, row + i, 8);
        memcpy(&b, above + i, 8);
        memcpy(&c, row + i + 8, 8);
        memcpy(&d, above + i + 8, 8);
        a = ADD_BYTES_64(a, b);
        c = ADD_BYTES_64(c, d);
        memcpy(row + i, &a, 8);
        memcpy(row + i + 8, &c, 8);
    }
    for (; i < count; i++) row[i] = (uint8_t)(row[i] + above[i]);
}

// A running sum along the row, a pixel an operation: each pixel adds the one before it, done.
static void sub(uint8_t *row, size_t count, size_t bpp) {
    size_t i = bpp;
    if (bpp == 4) {
        uint32_t last;
        memcpy(&last, row, 4);
        for (; i + 4 <= count; i += 4) {
            uint32_t value;
            memcpy(&value, row + i, 4);
            last = ADD_BYTES_32(value, last);
            memcpy(row + i, &last, 4);
        }
    } else if (bpp == 3) {
        // A four-byte load holds the pixel and the next one's first byte, which is left as it was.
        uint32_t last = (uint32_t)row[0] | (uint32_t)row[1] << 8 | (uint32_t)row[2] << 16;
        for (; i + 4 <= count; i += 3) {
#if LITTLE_ENDIAN_WORDS
            uint32_t value;
            memcpy(&value, row + i, 4);
#else
            uint32_t value = (uint32_t)row[i] | (uint32_t)row[i + 1] << 8 | (uint32_t)row[i + 2] << 16;
#endif
            last = ADD_BYTES_32(value, last) & 0xFFFFFFu;
            row[i] = (uint8_t)last;
            row[i + 1] = (uint8_t)(last >> 8);
            row[i + 2] = (uint8_t)(last >> 16);
        }
    }
    for (; i < count; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
}

static void average(uint8_t *row, const uint8_t *above, size_t count, size_t bpp) {
    for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + (above[i] >> 1));
    for (size_t i = bpp; i < count; i++) row[i] = (uint8_t)(row[i] + ((row[i - bpp] + above[i]) >> 1));
}

static void paeth(uint8_t *row, const uint8_t *above, size_t count, size_t bpp) {
    // The first pixel has no left or upper-left neighbour (zeros): its predictor is the pixel above.
    for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + above[i]);
    for (size_t i = bpp; i < count; i++) {
        int a = row[i - bpp], b = above[i], c = above[i - bpp];
        int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
        row[i] = (uint8_t)(row[i] + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c));
    }
}

// RGB to RGBA with alpha 255: four pixels a step from two 8-byte loads, which stay inside the row.
static void expand_rgb(const uint8_t *row, size_t width, uint8_t *out) {
    size_t x = 0;
#if LITTLE_ENDIAN_WORDS
    for (; x + 5 <= width; x += 4) {
        uint64_t a, b;
        memcpy(&a, row + 3 * x, 8);
        memcpy(&b, row + 3 * x + 6, 8);
        a = (a & 0xFFFFFFull) | (a << 8 & 0xFFFFFF00000000ull) | 0xFF000000FF000000ull;
        b = (b & 0xFFFFFFull) | (b << 8 & 0xFFFFFF00000000ull) | 0xFF000000FF000000ull;
        memcpy(out + 4 * x, &a, 8);
        memcpy(out + 4 * x + 8, &b, 8);
    }
#endif
    for (; x < width; x++) {
        out[4 * x] = row[3 * x];
        out[4 * x + 1] = row[3 * x + 1];
        out[4 * x + 2] = row[3 * x + 2];
        out[4 * x + 3] = 255;
    }
}

static void expand_indexed(const uint8_t *row, size_t width, const uint32_t *palette, uint8_t *out) {
    for (size_t x = 0; x < width; x++) memcpy(out + 4 * x, &palette[row[x]], 4);
}

int png_codec_unfilter(uint8_t *scanlines, uint32_t width, uint32_t height, int channels, const uint32_t *palette,
                       uint8_t *rgba, png_codec_row_sink sink, void *context) {
    const size_t bpp = (size_t)channels;
    const size_t count = (size_t)width * bpp;
    const size_t out_bytes = (size_t)width * 4;
    // Every filter type is checked first, so that a file refused here has handed over no row.
    for (uint32_t y = 0; y < height; y++)
        if (scanlines[(size_t)y * (count + 1)] > 4) return 0;
    uint8_t *zeros = calloc(count, 1);
    // Rows handed to `sink` are made here; RGBA rows are their own unfiltered bytes.
    uint8_t *line = rgba || bpp == 4 ? NULL : malloc(out_bytes);
    if (!zeros || (!rgba && bpp != 4 && !line)) {
        free(zeros);
        free(line);
        return 0;
    }
    const uint8_t *above = zeros;
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *row = scanlines + (size_t)y * (count + 1);
        uint8_t *pixels = row + 1;
        uint8_t *out = rgba ? rgba + (size_t)y * out_bytes : bpp == 4 ? pixels : line;
        // An Up row of zeros repeats the row above (the encoder writes one for every repeated row, most
        // rows of a UI image): its pixels are the ones just written, and `above` stays where it is.
        if (row[0] == 2 && y > 0 && memcmp(pixels, zeros, count) == 0) {
            if (rgba) memcpy(out, out - out_bytes, out_bytes);
            if (sink) sink(context, y, rgba || bpp != 4 ? out : above);
            continue;
        }
        switch (row[0]) {
        case 1: sub(pixels, count, bpp); break;
        case 2: up(pixels, above, count); break;
        case 3: average(pixels, above, count, bpp); break;
        case 4: paeth(pixels, above, count, bpp); break;
        default: break;
        }
        if (bpp == 3)
            expand_rgb(pixels, width, out);
        else if (bpp == 1)
            expand_indexed(pixels, width, palette, out);
        else if (rgba)
            memcpy(out, pixels, out_bytes);
        if (sink) sink(context, y, out);
        above = pixels;
    }
    free(zeros);
    free(line);
    return 1;
}
