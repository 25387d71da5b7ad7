#ifndef IMAGE_SCALING_H
#define IMAGE_SCALING_H

#include <stddef.h>
#include <stdint.h>

/// Which source pixels, along one axis, each destination pixel covers and with what integer weight
/// (`AreaAverageScaler.AxisWeights` in SnapshotRenderer computes them): destination pixel i covers
/// source pixels first[i], first[i] + 1, … with weights[offsets[i]] … weights[offsets[i + 1] − 1], and
/// every destination pixel's weights add up to `total`.
typedef struct {
    const ptrdiff_t *first;
    const ptrdiff_t *offsets;
    const ptrdiff_t *weights;
    ptrdiff_t total;
} area_average_axis;

/// Shrinks premultiplied ARGB32 words by area average: each channel of each output pixel is
/// ⌊(Σ row weight · column weight · source channel + total / 2) / total⌋ with total = columns.total ·
/// rows.total, exactly, in integers (the bytes do not depend on the machine or its vector units).
/// `source` has `height` rows of `width` words, `stride` words apart; `output` gets `output_height`
/// rows of `output_width` words, no padding. The caller guarantees 255 · rows.total < 2^32. Returns 1
/// when every source pixel is opaque (alpha 255), 0 when some is not, −1 when memory ran out.
/// `use_vectors` 0 keeps to the portable loops (the vector ones need AVX2), so tests can compare them.
int area_average_scale(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, ptrdiff_t stride,
                       uint32_t *output, ptrdiff_t output_width, ptrdiff_t output_height,
                       area_average_axis columns, area_average_axis rows, int use_vectors);

/// ⌊value / total⌋ truncated to 32 bits, as the scaler divides (total ≥ 1): for tests.
uint32_t area_average_quotient(uint64_t value, uint64_t total);

#endif
