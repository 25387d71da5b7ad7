#include "ImageScaling.h"

#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

// Column sums are kept per source column as four words in the order of the pixel's bytes in memory
// (blue, green, red, alpha on a little-endian machine), so that one vector widening of a pixel's bytes
// lines up with its four sums. Every path does the same integer sums; only their speed differs.

/// Adds weight · each channel of `width` pixels to their columns' sums; returns the pixels ANDed.
static uint32_t add_row_portable(const uint32_t *restrict row, uint32_t *restrict sums, ptrdiff_t width,
                                 uint32_t weight) {
    uint32_t all = UINT32_MAX;
    for (ptrdiff_t j = 0; j < width; j++) {
        uint32_t pixel = row[j];
        all &= pixel;
        uint32_t *sum = sums + 4 * j;
        sum[0] += weight * (pixel & 0xFF);
        sum[1] += weight * (pixel >> 8 & 0xFF);
        sum[2] += weight * (pixel >> 16 & 0xFF);
        sum[3] += weight * (pixel >> 24);
    }
    return all;
}

/// ⌊value / total⌋ for every total ≥ 1; `magic` is ⌈2^64 / total⌉ (0 when total is 1 or ≥ 2^32), which
/// gives the quotient as the high word of one product for values below 2^32 (Lemire, Kaser and Kurz).
static inline uint32_t divide(uint64_t value, uint64_t total, uint64_t magic) {
    if (total == 1) return (uint32_t)value;
    if (magic != 0 && value >> 32 == 0) return (uint32_t)(((unsigned __int128)magic * value) >> 64);
    return (uint32_t)(value / total);
}

uint32_t area_average_quotient(uint64_t value, uint64_t total) {
    return divide(value, total, total > 1 && total >> 32 == 0 ? UINT64_MAX / total + 1 : 0);
}

/// One output row from the column sums, with 64-bit accumulators (any total).
static void reduce_row_portable(const uint32_t *sums, uint32_t *line, ptrdiff_t output_width,
                                area_average_axis columns, uint64_t total, uint64_t magic) {
    for (ptrdiff_t x = 0; x < output_width; x++) {
        uint64_t acc[4] = {total / 2, total / 2, total / 2, total / 2};
        const uint32_t *sum = sums + 4 * columns.first[x];
        for (ptrdiff_t k = columns.offsets[x]; k < columns.offsets[x + 1]; k++, sum += 4) {
            uint64_t weight = (uint64_t)columns.weights[k];
            for (int c = 0; c < 4; c++) acc[c] += weight * sum[c];
        }
        line[x] = divide(acc[0], total, magic) | divide(acc[1], total, magic) << 8 |
                  divide(acc[2], total, magic) << 16 | divide(acc[3], total, magic) << 24;
    }
}

#if defined(__x86_64__)
/// The same sums as `add_row_portable`, two pixels' bytes widened to eight words at a time. A weight
/// below 2^15 multiplies with one multiply-add of 16-bit halves (the high half of each word is 0 in
/// both operands, so each word is exactly byte · weight); a larger one with a full 32-bit product.
/// `multiply` selects the multiplication (0: none, the weight is 1; 1: 16-bit multiply-add; 2: 32-bit
/// product); `store` writes the products instead of adding them, for a destination row's first source
/// row, so the sums need no clearing. Both are constants where it is inlined.
__attribute__((target("avx2"), always_inline)) static inline uint32_t
add_row_avx2_body(const uint32_t *restrict row, uint32_t *restrict sums, ptrdiff_t width, uint32_t weight,
                  int multiply, int store) {
    __m128i all = _mm_set1_epi32(-1);
    const __m256i factor = _mm256_set1_epi32((int)weight);
    ptrdiff_t j = 0;
    for (; j + 4 <= width; j += 4) {
        __m128i four = _mm_loadu_si128((const __m128i *)(row + j));
        all = _mm_and_si128(all, four);
        __m256i low = _mm256_cvtepu8_epi32(four);
        __m256i high = _mm256_cvtepu8_epi32(_mm_srli_si128(four, 8));
        if (multiply == 1) {
            low = _mm256_madd_epi16(low, factor);
            high = _mm256_madd_epi16(high, factor);
        } else if (multiply == 2) {
            low = _mm256_mullo_epi32(low, factor);
            high = _mm256_mullo_epi32(high, factor);
        }
        __m256i *sum = (__m256i *)(sums + 4 * j);
        if (!store) {
            low = _mm256_add_epi32(_mm256_loadu_si256(sum), low);
            high = _mm256_add_epi32(_mm256_loadu_si256(sum + 1), high);
        }
        _mm256_storeu_si256(sum, low);
        _mm256_storeu_si256(sum + 1, high);
    }
    all = _mm_and_si128(all, _mm_shuffle_epi32(all, _MM_SHUFFLE(1, 0, 3, 2)));
    all = _mm_and_si128(all, _mm_shuffle_epi32(all, _MM_SHUFFLE(2, 3, 0, 1)));
    uint32_t result = (uint32_t)_mm_cvtsi128_si32(all);
    if (store) memset(sums + 4 * j, 0, (size_t)(width - j) * 4 * sizeof(uint32_t));
    return result & add_row_portable(row + j, sums + 4 * j, width - j, weight);
}

__attribute__((target("avx2"))) static uint32_t add_row_avx2(const uint32_t *restrict row,
                                                             uint32_t *restrict sums, ptrdiff_t width,
                                                             uint32_t weight, int store) {
    if (weight == 1) {
        return store ? add_row_avx2_body(row, sums, width, weight, 0, 1)
                     : add_row_avx2_body(row, sums, width, weight, 0, 0);
    }
    if (weight < 0x8000) {
        return store ? add_row_avx2_body(row, sums, width, weight, 1, 1)
                     : add_row_avx2_body(row, sums, width, weight, 1, 0);
    }
    return store ? add_row_avx2_body(row, sums, width, weight, 2, 1)
                 : add_row_avx2_body(row, sums, width, weight, 2, 0);
}

/// One output row with a pixel's four sums in one vector; only when 255 · total + total / 2 < 2^31,
/// so that no lane wraps or turns negative. Every output pixel takes `count` weights (`padded`, zeros
/// after its own), so the inner loop runs the same number of times for every pixel and its branch is
/// predicted; the sums past the last column that a zero weight reads are zeros. The sums go to
/// `scratch` (4 · `output_width` words, plus 12 for the last vector's reach), then are divided 8 lanes
/// at a time.
///
/// The quotient of a lane v by the total d is truncated from v · (1/d) in floats, then corrected by one
/// either way with the remainder v − q · d: v / d is at most 256 and three roundings of 2^-24 each
/// leave the product within 2^-14 of it, so the truncation is off by at most one, and the remainder (in
/// [−d, 2d), inside 32 bits below 2^31) says which way.
__attribute__((target("avx2"))) static void reduce_row_avx2(const uint32_t *sums, uint32_t *line,
                                                            ptrdiff_t output_width, const ptrdiff_t *first,
                                                            const uint32_t *padded, ptrdiff_t count,
                                                            uint64_t total, uint32_t *scratch) {
    const __m128i half = _mm_set1_epi32((int)(total / 2));
    for (ptrdiff_t x = 0; x < output_width; x++) {
        __m128i acc = half;
        const uint32_t *sum = sums + 4 * first[x];
        const uint32_t *weights = padded + x * count;
        for (ptrdiff_t k = 0; k < count; k++) {
            __m128i weight = _mm_set1_epi32((int)weights[k]);
            acc = _mm_add_epi32(acc, _mm_mullo_epi32(_mm_loadu_si128((const __m128i *)(sum + 4 * k)), weight));
        }
        _mm_storeu_si128((__m128i *)(scratch + 4 * x), acc);
    }
    const __m256i divisor = _mm256_set1_epi32((int)total);
    const __m256i below = _mm256_set1_epi32((int)total - 1);
    const __m256 reciprocal = _mm256_set1_ps(1.0f / (float)total);
    // Pixels x and x + 2 land in the low lane of the packed bytes, x + 1 and x + 3 in the high one.
    const __m256i order = _mm256_setr_epi32(0, 4, 1, 5, 2, 3, 6, 7);
    for (ptrdiff_t x = 0; x < output_width; x += 4) {
        __m256i quotients[2];
        for (int half_index = 0; half_index < 2; half_index++) {
            __m256i value = _mm256_loadu_si256((const __m256i *)(scratch + 4 * x + 8 * half_index));
            __m256i q = _mm256_cvttps_epi32(_mm256_mul_ps(_mm256_cvtepi32_ps(value), reciprocal));
            __m256i remainder = _mm256_sub_epi32(value, _mm256_mullo_epi32(q, divisor));
            // A comparison's true lanes are −1: subtracting adds one, adding subtracts one.
            q = _mm256_sub_epi32(q, _mm256_cmpgt_epi32(remainder, below));
            q = _mm256_add_epi32(q, _mm256_cmpgt_epi32(_mm256_setzero_si256(), remainder));
            quotients[half_index] = q;
        }
        __m256i words = _mm256_packus_epi32(quotients[0], quotients[1]);
        __m256i bytes = _mm256_permutevar8x32_epi32(_mm256_packus_epi16(words, _mm256_setzero_si256()), order);
        __m128i pixels = _mm256_castsi256_si128(bytes);
        if (x + 4 <= output_width) {
            _mm_storeu_si128((__m128i *)(line + x), pixels);
        } else {
            uint32_t last[4];
            _mm_storeu_si128((__m128i *)last, pixels);
            memcpy(line + x, last, (size_t)(output_width - x) * sizeof(uint32_t));
        }
    }
}
#endif

int area_average_scale(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, ptrdiff_t stride,
                       uint32_t *output, ptrdiff_t output_width, ptrdiff_t output_height,
                       area_average_axis columns, area_average_axis rows, int use_vectors) {
    (void)height;
    uint64_t total = (uint64_t)columns.total * (uint64_t)rows.total;
    uint64_t magic = total > 1 && total >> 32 == 0 ? UINT64_MAX / total + 1 : 0;
    ptrdiff_t count = 0;
    for (ptrdiff_t x = 0; x < output_width; x++) {
        ptrdiff_t own = columns.offsets[x + 1] - columns.offsets[x];
        if (own > count) count = own;
    }
#if defined(__x86_64__)
    int avx2 = use_vectors && __builtin_cpu_supports("avx2") && 255 * total + total / 2 < ((uint64_t)1 << 31);
#else
    (void)use_vectors;
    int avx2 = 0;
#endif
    // Column sums, with `count` more columns of zeros for the padded weights to read.
    uint32_t *sums = calloc((size_t)(width + count) * 4, sizeof(uint32_t));
    uint32_t *padded = avx2 ? calloc((size_t)(output_width * count), sizeof(uint32_t)) : NULL;
    uint32_t *scratch = avx2 ? calloc((size_t)(output_width * 4 + 12), sizeof(uint32_t)) : NULL;
    if (sums == NULL || (avx2 && (padded == NULL || scratch == NULL))) {
        free(sums);
        free(padded);
        free(scratch);
        return -1;
    }
    if (avx2) {
        for (ptrdiff_t x = 0; x < output_width; x++) {
            for (ptrdiff_t k = columns.offsets[x]; k < columns.offsets[x + 1]; k++) {
                padded[x * count + k - columns.offsets[x]] = (uint32_t)columns.weights[k];
            }
        }
    }
    uint32_t all = UINT32_MAX;
    for (ptrdiff_t y = 0; y < output_height; y++) {
        if (!avx2) memset(sums, 0, (size_t)width * 4 * sizeof(uint32_t));
        ptrdiff_t source_row = rows.first[y];
        for (ptrdiff_t k = rows.offsets[y]; k < rows.offsets[y + 1]; k++, source_row++) {
            const uint32_t *row = source + source_row * stride;
            uint32_t weight = (uint32_t)rows.weights[k];
#if defined(__x86_64__)
            if (avx2) {
                all &= add_row_avx2(row, sums, width, weight, k == rows.offsets[y]);
                continue;
            }
#endif
            all &= add_row_portable(row, sums, width, weight);
        }
        uint32_t *line = output + y * output_width;
#if defined(__x86_64__)
        if (avx2) {
            reduce_row_avx2(sums, line, output_width, columns.first, padded, count, total, scratch);
            continue;
        }
#endif
        reduce_row_portable(sums, line, output_width, columns, total, magic);
    }
    free(sums);
    free(padded);
    free(scratch);
    return all >> 24 == 0xFF;
}
