#include "CImageCodec.h"

#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Everything here works on 32-bit pixel words: a filtered byte is a difference of two bytes of the same
// channel, and a row's score is a sum over its bytes, so neither depends on the order the bytes will
// take in the file (but for the few places where a score sum is cut inside a pixel: see row_scores).
// The words are unpacked to RGB or RGBA only when the chosen filter is written. The alpha byte is the
// word's top byte in both layouts (RGBA bytes read little-endian, ARGB words native-endian), so one
// mask drops it for RGB.

// Per-byte a - b (mod 256) of four bytes in one word, without borrows crossing bytes.
static inline uint32_t subtract_bytes(uint32_t a, uint32_t b) {
    return ((a | 0x80808080u) - (b & 0x7F7F7F7Fu)) ^ ((a ^ ~b) & 0x80808080u);
}

// The sum of the four bytes' magnitudes read as signed values (0x80 counts 128).
static inline uint64_t magnitudes(uint32_t word) {
    uint64_t sum = 0;
    for (int k = 0; k < 4; k++) {
        int value = (int8_t)(uint8_t)(word >> (8 * k));
        sum += (uint64_t)(value < 0 ? -value : value);
    }
    return sum;
}

static inline uint32_t load_word(const uint8_t *p) {
    uint32_t word;
    memcpy(&word, p, 4);
    return word;
}

// One filtered pixel word as the file's bytes: R, G, B (and A when `channels` is 4).
static inline uint32_t file_order(uint32_t word, int argb_words) {
    if (!argb_words) return word;  // already R | G << 8 | B << 16 | A << 24
    // A << 24 | R << 16 | G << 8 | B  →  R | G << 8 | B << 16 | A << 24
    return (__builtin_bswap32(word) >> 8) | (word & 0xFF000000u);
}

// Sums of the None, Sub and Up bytes' magnitudes over pixels [x0, x1) of a row, only the bytes that
// `mask` keeps. `above` is NULL for the first row (PNG's row above it is zeros).
// Every pixel's word is also ANDed into `all`, whose top byte ends 255 only if every alpha is.
static void pixel_sums(const uint8_t *row, const uint8_t *above, size_t x0, size_t x1, uint32_t mask,
                       uint64_t sums[3], uint32_t *all) {
    size_t x = x0;
#if defined(__SSE2__)
    if (x1 - x0 >= 4) {
        const __m128i zero = _mm_setzero_si128();
        const __m128i keep = _mm_set1_epi32((int)mask);
        __m128i n = zero, s = zero, u = zero, both = _mm_set1_epi32(-1);
        for (; x + 4 <= x1; x += 4) {
            __m128i value = _mm_loadu_si128((const __m128i *)(row + 4 * x));
            both = _mm_and_si128(both, value);
            // The first pixel's left neighbour is zero: the vector shifted by one pixel.
            __m128i left = x == 0 ? _mm_slli_si128(value, 4) : _mm_loadu_si128((const __m128i *)(row + 4 * x - 4));
            __m128i top = above ? _mm_loadu_si128((const __m128i *)(above + 4 * x)) : zero;
            __m128i a = _mm_and_si128(value, keep);
            __m128i b = _mm_and_si128(_mm_sub_epi8(value, left), keep);
            __m128i c = _mm_and_si128(_mm_sub_epi8(value, top), keep);
            // |signed byte| as an unsigned byte is min(x, -x); psadbw sums eight of them at a time.
            n = _mm_add_epi64(n, _mm_sad_epu8(_mm_min_epu8(a, _mm_sub_epi8(zero, a)), zero));
            s = _mm_add_epi64(s, _mm_sad_epu8(_mm_min_epu8(b, _mm_sub_epi8(zero, b)), zero));
            u = _mm_add_epi64(u, _mm_sad_epu8(_mm_min_epu8(c, _mm_sub_epi8(zero, c)), zero));
        }
        uint32_t words[4];
        _mm_storeu_si128((__m128i *)words, both);
        *all &= words[0] & words[1] & words[2] & words[3];
        uint64_t lanes[2];
        _mm_storeu_si128((__m128i *)lanes, n);
        sums[0] += lanes[0] + lanes[1];
        _mm_storeu_si128((__m128i *)lanes, s);
        sums[1] += lanes[0] + lanes[1];
        _mm_storeu_si128((__m128i *)lanes, u);
        sums[2] += lanes[0] + lanes[1];
    }
#endif
    for (; x < x1; x++) {
        uint32_t value = load_word(row + 4 * x);
        uint32_t left = x > 0 ? load_word(row + 4 * x - 4) : 0;
        uint32_t top = above ? load_word(above + 4 * x) : 0;
        *all &= value;
        sums[0] += magnitudes(value & mask);
        sums[1] += magnitudes(subtract_bytes(value, left) & mask);
        sums[2] += magnitudes(subtract_bytes(value, top) & mask);
    }
}

#if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define HAVE_AVX2_PATH 1

// The left neighbours of pixels [x, x + 8) (`value` holds their words): zero for the row's first pixel,
// and for lanes outside `lanes`, whose words are zeros too.
__attribute__((target("avx2"))) static inline __m256i left_of(const uint8_t *row, size_t x, __m256i value,
                                                              __m256i lanes) {
    if (x > 0) return _mm256_maskload_epi32((const int *)(row + 4 * x - 4), lanes);
    __m256i shifted = _mm256_permutevar8x32_epi32(value, _mm256_setr_epi32(0, 0, 1, 2, 3, 4, 5, 6));
    return _mm256_and_si256(_mm256_blend_epi32(shifted, _mm256_setzero_si256(), 1), lanes);
}

// The sums and alpha check of eight pixels, given their words, left neighbours and the words above.
__attribute__((target("avx2"))) static inline void add_eight(__m256i value, __m256i left, __m256i top, __m256i keep,
                                                             __m256i *n, __m256i *s, __m256i *u) {
    const __m256i zero = _mm256_setzero_si256();
    __m256i a = _mm256_and_si256(value, keep);
    __m256i b = _mm256_and_si256(_mm256_sub_epi8(value, left), keep);
    __m256i c = _mm256_and_si256(_mm256_sub_epi8(value, top), keep);
    *n = _mm256_add_epi64(*n, _mm256_sad_epu8(_mm256_abs_epi8(a), zero));
    *s = _mm256_add_epi64(*s, _mm256_sad_epu8(_mm256_abs_epi8(b), zero));
    *u = _mm256_add_epi64(*u, _mm256_sad_epu8(_mm256_abs_epi8(c), zero));
}

// `pixel_sums` eight pixels at a time, the last partial eight through masked loads (which never touch
// memory past the row). |signed byte| is AVX2's pabsb, whose 0x80 reads as 128 unsigned.
__attribute__((target("avx2"))) static void pixel_sums_avx2(const uint8_t *row, const uint8_t *above, size_t x0,
                                                            size_t x1, uint32_t mask, uint64_t sums[3],
                                                            uint32_t *all) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i keep = _mm256_set1_epi32((int)mask);
    const __m256i every = _mm256_set1_epi32(-1);
    __m256i n = zero, s = zero, u = zero, both = every;
    size_t x = x0;
    if (x == 0 && x1 >= 8) {
        __m256i value = _mm256_loadu_si256((const __m256i *)row);
        both = value;
        __m256i top = above ? _mm256_loadu_si256((const __m256i *)above) : zero;
        add_eight(value, left_of(row, 0, value, every), top, keep, &n, &s, &u);
        x = 8;
    }
    if (above) {
        for (; x + 8 <= x1; x += 8) {
            __m256i value = _mm256_loadu_si256((const __m256i *)(row + 4 * x));
            both = _mm256_and_si256(both, value);
            __m256i left = _mm256_loadu_si256((const __m256i *)(row + 4 * x - 4));
            __m256i top = _mm256_loadu_si256((const __m256i *)(above + 4 * x));
            add_eight(value, left, top, keep, &n, &s, &u);
        }
    } else {
        for (; x + 8 <= x1; x += 8) {
            __m256i value = _mm256_loadu_si256((const __m256i *)(row + 4 * x));
            both = _mm256_and_si256(both, value);
            add_eight(value, _mm256_loadu_si256((const __m256i *)(row + 4 * x - 4)), zero, keep, &n, &s, &u);
        }
    }
    if (x < x1) {
        __m256i lanes =
            _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(x1 - x)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i value = _mm256_maskload_epi32((const int *)(row + 4 * x), lanes);
        // Lanes past x1 read as zeros: they add nothing to the sums, and are kept out of the alpha check.
        both = _mm256_and_si256(both, _mm256_or_si256(value, _mm256_xor_si256(lanes, every)));
        __m256i top = above ? _mm256_maskload_epi32((const int *)(above + 4 * x), lanes) : zero;
        add_eight(value, left_of(row, x, value, lanes), top, keep, &n, &s, &u);
    }
    uint32_t words[8];
    _mm256_storeu_si256((__m256i *)words, both);
    for (int k = 0; k < 8; k++) *all &= words[k];
    uint64_t lanes[4];
    _mm256_storeu_si256((__m256i *)lanes, n);
    sums[0] += lanes[0] + lanes[1] + lanes[2] + lanes[3];
    _mm256_storeu_si256((__m256i *)lanes, s);
    sums[1] += lanes[0] + lanes[1] + lanes[2] + lanes[3];
    _mm256_storeu_si256((__m256i *)lanes, u);
    sums[2] += lanes[0] + lanes[1] + lanes[2] + lanes[3];
}
#endif

// The three sums over a row's first `bytes` file bytes (a prefix that may end inside a pixel), kept
// as a running position so that increasing prefixes cost one pass.
struct prefix {
    const uint8_t *row, *above;
    size_t pixels_done;
    uint64_t sums[3];
    uint32_t all;
    uint32_t mask;
    int channels, argb_words;
    int avx2;
};

static void prefix_at(struct prefix *p, size_t bytes, uint64_t out[3]) {
    size_t pixel = bytes / (size_t)p->channels;
    size_t within = bytes % (size_t)p->channels;
#if HAVE_AVX2_PATH
    if (p->avx2)
        pixel_sums_avx2(p->row, p->above, p->pixels_done, pixel, p->mask, p->sums, &p->all);
    else
#endif
        pixel_sums(p->row, p->above, p->pixels_done, pixel, p->mask, p->sums, &p->all);
    p->pixels_done = pixel;
    out[0] = p->sums[0];
    out[1] = p->sums[1];
    out[2] = p->sums[2];
    if (within == 0) return;
    // The first `within` bytes of the pixel, in file order.
    uint32_t keep = (1u << (8 * within)) - 1;
    uint32_t value = load_word(p->row + 4 * pixel);
    uint32_t left = pixel > 0 ? load_word(p->row + 4 * pixel - 4) : 0;
    uint32_t top = p->above ? load_word(p->above + 4 * pixel) : 0;
    out[0] += magnitudes(file_order(value, p->argb_words) & keep);
    out[1] += magnitudes(file_order(subtract_bytes(value, left), p->argb_words) & keep);
    out[2] += magnitudes(file_order(subtract_bytes(value, top), p->argb_words) & keep);
}

// libpng's scores of None, Sub and Up for one row, the sums of the filtered bytes' magnitudes, exactly
// as the Swift loop this replaced computed them, whose files are the goldens: the first 16 bytes and
// the bytes after the last whole 16 counted exactly, those between in 16-bit lanes whose total was
// taken modulo 65,536 (Swift's `wrappedSum`) at every 8,192nd byte and at the end.
// Returns whether every pixel of the row is opaque.
static int row_scores(const uint8_t *row, const uint8_t *above, size_t width, int channels, int argb_words,
                      int avx2, uint64_t scores[3]) {
    struct prefix p = {row,      above,      0,   {0, 0, 0}, 0xFFFFFFFFu, channels == 4 ? 0xFFFFFFFFu : 0x00FFFFFFu,
                       channels, argb_words, avx2};
    const size_t count = width * (size_t)channels;
    uint64_t start[3], end[3];
    if (count <= 16) {
        prefix_at(&p, count, scores);
        return p.all >> 24 == 0xFF;
    }
    const size_t vector_end = 16 + (count - 16) / 16 * 16;
    prefix_at(&p, 16, start);
    scores[0] = start[0];
    scores[1] = start[1];
    scores[2] = start[2];
    size_t boundary = 8192;
    for (;;) {
        size_t next = boundary < vector_end ? boundary : vector_end;
        prefix_at(&p, next, end);
        for (int k = 0; k < 3; k++) {
            scores[k] += (end[k] - start[k]) & 0xFFFF;
            start[k] = end[k];
        }
        if (next == vector_end) break;
        boundary += 8192;
    }
    prefix_at(&p, count, end);
    for (int k = 0; k < 3; k++) scores[k] += end[k] - start[k];
    return p.all >> 24 == 0xFF;
}

// The filtered word of pixel x: filter 0 None, 1 Sub, 2 Up.
static inline uint32_t filtered_word(const uint8_t *row, const uint8_t *above, size_t x, int filter) {
    uint32_t value = load_word(row + 4 * x);
    uint32_t reference = filter == 0 ? 0
                         : filter == 1 ? (x > 0 ? load_word(row + 4 * x - 4) : 0)
                                       : (above ? load_word(above + 4 * x) : 0);
    return subtract_bytes(value, reference);
}

// Writes pixels [x, width) of a filtered row one at a time.
static inline void write_pixels(const uint8_t *row, const uint8_t *above, size_t x, size_t width, int filter,
                                int argb_words, int channels, uint8_t *out) {
    for (; x < width; x++) {
        uint32_t bytes = file_order(filtered_word(row, above, x, filter), argb_words);
        if (channels == 4 || x + 1 < width) {
            // Four bytes at once; with three channels the fourth is overwritten by the next pixel.
            memcpy(out + (size_t)channels * x, &bytes, 4);
        } else {
            memcpy(out + 3 * x, &bytes, 3);
        }
    }
}

#if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
#include <tmmintrin.h>
#define HAVE_SSSE3_PATH 1

// Four pixels at a time: the filter is one byte-wise subtraction, and SSSE3's byte shuffle puts the
// channels in file order (dropping alpha for RGB). `filter` is a constant in each caller's copy.
__attribute__((target("ssse3"))) static inline void write_row_ssse3(const uint8_t *row, const uint8_t *above,
                                                                     size_t x, size_t width, int filter,
                                                                     int argb_words, int channels, uint8_t *out) {
    const __m128i order =
        channels == 4 ? (argb_words ? _mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15)
                                    : _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15))
        : argb_words ? _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1)
                     : _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    const size_t row_bytes = width * (size_t)channels;
    // A 16-byte store must stay inside the row: the bytes after it are the next row's, not yet written,
    // or past the end of the buffer.
    for (; x + 4 <= width && (size_t)channels * x + 16 <= row_bytes; x += 4) {
        __m128i value = _mm_loadu_si128((const __m128i *)(row + 4 * x));
        __m128i filtered = value;
        if (filter == 1) {
            __m128i left = x == 0 ? _mm_slli_si128(value, 4) : _mm_loadu_si128((const __m128i *)(row + 4 * x - 4));
            filtered = _mm_sub_epi8(value, left);
        } else if (filter == 2 && above) {
            filtered = _mm_sub_epi8(value, _mm_loadu_si128((const __m128i *)(above + 4 * x)));
        }
        _mm_storeu_si128((__m128i *)(out + (size_t)channels * x), _mm_shuffle_epi8(filtered, order));
    }
    write_pixels(row, above, x, width, filter, argb_words, channels, out);
}

__attribute__((target("ssse3"))) static void write_row_fast(const uint8_t *row, const uint8_t *above, size_t width, int filter, int argb_words,
                           int channels, uint8_t *out) {
    switch (filter) {
    case 0: write_row_ssse3(row, above, 0, width, 0, argb_words, channels, out); break;
    case 1: write_row_ssse3(row, above, 0, width, 1, argb_words, channels, out); break;
    default: write_row_ssse3(row, above, 0, width, 2, argb_words, channels, out); break;
    }
}

// Eight pixels at a time: the same shuffle in each 128-bit lane, then for RGB the two lanes' twelve
// bytes moved together; the row's last pixels go through the SSSE3 writer.
__attribute__((target("avx2"))) static inline void write_row_avx2(const uint8_t *row, const uint8_t *above,
                                                                  size_t width, int filter, int argb_words,
                                                                  int channels, uint8_t *out) {
    const __m128i lane =
        channels == 4 ? (argb_words ? _mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15)
                                    : _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15))
        : argb_words ? _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1)
                     : _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    const __m256i order = _mm256_broadcastsi128_si256(lane);
    const __m256i together = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 7, 7);
    const size_t row_bytes = width * (size_t)channels;
    size_t x = 0;
    for (; x + 8 <= width && (size_t)channels * x + 32 <= row_bytes; x += 8) {
        __m256i value = _mm256_loadu_si256((const __m256i *)(row + 4 * x));
        __m256i filtered = value;
        if (filter == 1) {
            filtered = _mm256_sub_epi8(value, left_of(row, x, value, _mm256_set1_epi32(-1)));
        } else if (filter == 2 && above) {
            filtered = _mm256_sub_epi8(value, _mm256_loadu_si256((const __m256i *)(above + 4 * x)));
        }
        __m256i bytes = _mm256_shuffle_epi8(filtered, order);
        if (channels == 3) bytes = _mm256_permutevar8x32_epi32(bytes, together);
        _mm256_storeu_si256((__m256i *)(out + (size_t)channels * x), bytes);
    }
    write_row_ssse3(row, above, x, width, filter, argb_words, channels, out);
}

__attribute__((target("avx2"))) static void write_row_wide(const uint8_t *row, const uint8_t *above, size_t width, int filter, int argb_words,
                           int channels, uint8_t *out) {
    // Constant filters and channel counts in each copy keep the loop free of their branches.
    if (channels == 3) {
        switch (filter) {
        case 0: write_row_avx2(row, above, width, 0, argb_words, 3, out); break;
        case 1: write_row_avx2(row, above, width, 1, argb_words, 3, out); break;
        default: write_row_avx2(row, above, width, 2, argb_words, 3, out); break;
        }
        return;
    }
    switch (filter) {
    case 0: write_row_avx2(row, above, width, 0, argb_words, 4, out); break;
    case 1: write_row_avx2(row, above, width, 1, argb_words, 4, out); break;
    default: write_row_avx2(row, above, width, 2, argb_words, 4, out); break;
    }
}
#endif

// Writes one row filtered by `filter` (0 None, 1 Sub, 2 Up) after its filter byte, with the writer of
// `simd` (2 AVX2, 1 SSSE3, 0 portable).
static void write_row(const uint8_t *row, const uint8_t *above, size_t width, int filter, int argb_words,
                      int channels, uint8_t *line, int simd) {
    line[0] = (uint8_t)filter;
#if HAVE_SSSE3_PATH
    if (simd >= 2) {
        write_row_wide(row, above, width, filter, argb_words, channels, line + 1);
        return;
    }
    if (simd == 1) {
        write_row_fast(row, above, width, filter, argb_words, channels, line + 1);
        return;
    }
#endif
    (void)simd;
    switch (filter) {
    case 0: write_pixels(row, above, 0, width, 0, argb_words, channels, line + 1); break;
    case 1: write_pixels(row, above, 0, width, 1, argb_words, channels, line + 1); break;
    default: write_pixels(row, above, 0, width, 2, argb_words, channels, line + 1); break;
    }
}

int png_filter_truecolour_rows(const uint8_t *base, size_t stride, size_t width, size_t height, int argb_words,
                               int channels, uint8_t *output) {
    return png_filter_truecolour_rows_with(base, stride, width, height, argb_words, channels, output, -1);
}

int png_filter_truecolour_rows_with(const uint8_t *base, size_t stride, size_t width, size_t height,
                                     int argb_words, int channels, uint8_t *output, int simd) {
    if (simd < 0 || simd > png_filter_has_simd()) simd = png_filter_has_simd();
    const size_t row_bytes = width * (size_t)channels;
    for (size_t y = 0; y < height; y++) {
        const uint8_t *row = base + y * stride;
        const uint8_t *above = y > 0 ? row - stride : NULL;
        uint8_t *line = output + y * (row_bytes + 1);
        if (above && memcmp(row, above, width * 4) == 0) {
            // A repeated row is Up-filtered to zeros without scoring (flat UI images are mostly such rows).
            line[0] = 2;
            memset(line + 1, 0, row_bytes);
            continue;
        }
        uint64_t scores[3];
        // A row equal to the one above has its alphas, so checking the scored rows checks them all.
        if (!row_scores(row, above, width, channels, argb_words, simd >= 2, scores) && channels == 3) return 0;
        // The least score wins; ties go to the earlier filter (None, then Sub, then Up).
        int filter = 0;
        uint64_t best = scores[0];
        if (scores[1] < best) {
            filter = 1;
            best = scores[1];
        }
        if (scores[2] < best) filter = 2;
        write_row(row, above, width, filter, argb_words, channels, line, simd);
    }
    return 1;
}

int png_filter_has_simd(void) {
#if HAVE_SSSE3_PATH
    if (__builtin_cpu_supports("avx2")) return 2;
    return __builtin_cpu_supports("ssse3");
#else
    return 0;
#endif
}
