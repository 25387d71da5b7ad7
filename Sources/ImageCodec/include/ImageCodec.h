#ifndef IMAGE_CODEC_H
#define IMAGE_CODEC_H

#include <stddef.h>
#include <stdint.h>

// libjpeg and libpng's full API report errors by calling a function that must not return; recovering
// needs setjmp/longjmp, which Swift cannot do, so the calls that can meet a damaged file live here in C.
// Each returns 1 on success and 0 on failure with the library's own message in `message`
// (NUL-terminated).

/// Reads only the PNG header (signature and IHDR): the pixel size, before anything is allocated.
int png_codec_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                        char *message, size_t message_capacity);

/// Decodes any PNG (every colour type and bit depth, interlaced or not) into `rgba` (width × height × 4
/// bytes, 8-bit straight RGBA): palettes and low bit depths expanded, tRNS made alpha, 16-bit scaled to
/// 8 with rounding, grey made RGB. `opaque` says whether the file had no alpha and no tRNS. Colour
/// chunks (gAMA, iCCP) are not applied: samples are taken as sRGB.
int png_codec_decode_rgba(const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height,
                          int *opaque, char *message, size_t message_capacity);

/// Reads only the header: the pixel size, so that the caller can refuse a huge image before allocating.
int jpeg_codec_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                         char *message, size_t message_capacity);

/// Decodes into `rgba` (width × height × 4 bytes, straight RGBA, alpha 255). Greyscale and YCbCr files
/// are converted by libjpeg-turbo; CMYK/YCCK files are refused (libjpeg-turbo has no conversion from
/// them to RGB). The size must be the one `jpeg_codec_read_size` returned.
int jpeg_codec_decode_rgba(const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height,
                           char *message, size_t message_capacity);

/// Encodes straight RGBA (alpha ignored, as JPEG has none) at `quality` 0…100 into a buffer that the
/// caller releases with `jpeg_codec_free`.
int jpeg_codec_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, int quality,
                           uint8_t **output, unsigned long *output_size, char *message, size_t message_capacity);

/// Releases a buffer from `jpeg_codec_encode_rgba`.
void jpeg_codec_free(uint8_t *buffer);

/// PNG-filters truecolour rows for `PNGEncoder`: `height` rows of `width` 32-bit pixels, `stride` bytes
/// apart, either straight RGBA bytes (`argb_words` 0) or native-endian ARGB words (1, Cairo's layout),
/// written to `output` as `channels` (3: RGB, every alpha must be 255; 4: RGBA) bytes per pixel, each
/// row prefixed by its filter type: Up with zeros for a row equal to the one above, else the least of
/// None, Sub and Up by libpng's sum-of-magnitudes rule, ties to the earlier. `output` holds
/// (width × channels + 1) × height bytes. Returns 1, or 0 when `channels` is 3 and a pixel's alpha is
/// not 255 (found while scoring; `output` is then incomplete and the caller writes RGBA instead).
int png_filter_truecolour_rows(const uint8_t *base, size_t stride, size_t width, size_t height, int argb_words,
                                int channels, uint8_t *output);

/// The same with the instruction set chosen: `simd` 2 for AVX2 (scoring and writing eight pixels at a
/// time), 1 for SSE2 scoring and the SSSE3 writer, 0 for the portable writer, -1 (or a level the CPU
/// lacks) for the best the CPU has. For tests, which hold them all to the same bytes.
int png_filter_truecolour_rows_with(const uint8_t *base, size_t stride, size_t width, size_t height,
                                     int argb_words, int channels, uint8_t *output, int simd);

/// The highest `simd` level `png_filter_truecolour_rows_with` can use here (0, 1 or 2).
int png_filter_has_simd(void);

/// A buffer of at least `size` bytes owned by the calling thread (`which`: 0 or 1, two independent
/// ones), reused by its later calls until `png_codec_scratch_trim`; NULL when out of memory. Freed when
/// the thread ends.
uint8_t *png_codec_scratch(int which, size_t size);

/// Frees the calling thread's scratch buffers larger than `keep` bytes.
void png_codec_scratch_trim(size_t keep);

/// libdeflate's zlib bound and compression with the calling thread's compressor for `level` (1…12),
/// made once per thread and level; the output is libdeflate's own for that level. 0 on failure (no
/// memory, or `capacity` too small).
size_t png_codec_zlib_bound(int level, size_t size);
size_t png_codec_zlib_compress(int level, const uint8_t *input, size_t size, uint8_t *output, size_t capacity);

#endif
