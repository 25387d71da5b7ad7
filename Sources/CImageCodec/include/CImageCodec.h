#ifndef C_IMAGE_CODEC_H
#define C_IMAGE_CODEC_H

#include <stddef.h>
#include <stdint.h>

// The C half of the image codec (the Swift half is `ImageCodec`). libjpeg and libpng's full API report
// errors by calling a function that must not return; recovering needs setjmp/longjmp, which Swift cannot
// do, so the calls that can meet a damaged file live here, each returning 1 on success and 0 on failure
// with the library's own message in `message` (NUL-terminated). So does every loop over pixels: snapshot
// tests run in debug builds, where a Swift loop is 10–50 times slower than in release, and SwiftPM
// compiles C at -O0 there too, where loops over 64-bit words still go several bytes an instruction.

/// Receives one decoded row: `width` straight RGBA pixels, valid only during the call.
typedef void (*png_codec_row_sink)(void *context, uint32_t y, const uint8_t *rgba);

/// Decodes any PNG (every colour type and bit depth, interlaced or not) through libpng's full API into
/// 8-bit straight RGBA: palettes and low bit depths expanded, tRNS made alpha, 16-bit scaled to 8 with
/// rounding, grey made RGB. Colour chunks (gAMA, iCCP, sRGB) are not applied: samples are taken as sRGB.
/// The rows go into `rgba` (width × height × 4 bytes) when it is not NULL, else to `sink` one at a time
/// (an interlaced file is decoded whole first: its rows are complete only after the last pass).
/// `width` and `height` must be the header's, checked by the caller against its size limit. `opaque`
/// says whether the file had no alpha channel and no tRNS.
int png_codec_decode(const uint8_t *data, size_t size, uint32_t width, uint32_t height, uint8_t *rgba,
                     png_codec_row_sink sink, void *context, int *opaque, char *message, size_t message_capacity);

/// What `png_codec_inflate` found.
enum png_codec_inflate_result {
    PNG_CODEC_INFLATED = 0,       // exactly `capacity` bytes
    PNG_CODEC_INFLATE_SHORT = 1,  // the stream ended after `*produced` bytes
    PNG_CODEC_INFLATE_LONG = 2,   // the stream holds more than `capacity` bytes: stopped there
    PNG_CODEC_INFLATE_INVALID = 3,
    PNG_CODEC_INFLATE_NO_MEMORY = 4,
};

/// Inflates the zlib stream held by `count` byte ranges of `data` (the IDAT chunks' data, `starts[i]`,
/// `lengths[i]`) with libdeflate into `output`, which holds exactly the `capacity` bytes the header
/// implies: a stream that would give more (a decompression bomb) stops there.
int png_codec_inflate(const uint8_t *data, const size_t *starts, const size_t *lengths, size_t count,
                      uint8_t *output, size_t capacity, size_t *produced);

/// The fast path for the files `ImageEncoder` writes (8-bit RGB, RGBA or indexed, not interlaced): `height` inflated
/// scanlines of `width` pixels, `channels` bytes each (1: palette index, 3: RGB, 4: RGBA), each after its
/// filter byte, unfiltered in place and written as straight RGBA into `rgba` (width × 4 bytes a row)
/// when it is not NULL, else handed to `sink` one row at a time. `palette` holds 256 RGBA words
/// (r | g << 8 | b << 16 | a << 24) for indexed files: libpng's for indices past the file's palette
/// (black, and opaque past its tRNS) are the caller's to fill in. Returns 1, or 0 before any row is
/// written when a filter type is not PNG's (libpng then words the reason) or memory runs out.
int png_codec_unfilter(uint8_t *scanlines, uint32_t width, uint32_t height, int channels, const uint32_t *palette,
                       uint8_t *rgba, png_codec_row_sink sink, void *context);

/// Cairo's premultiplied native-endian ARGB32 rows (`stride` bytes apart) as straight RGBA bytes, rows
/// packed: a colour c of alpha a becomes (c × 255 + a / 2) / a, at most 255; alpha 0 and 255 keep their
/// colours as they are.
void image_codec_unpremultiply(const uint8_t *argb, size_t stride, size_t width, size_t height, uint8_t *rgba);

/// Straight RGBA bytes (rows packed) as Cairo's premultiplied native-endian ARGB32 rows, `stride` bytes
/// apart: c × a / 255 rounded to nearest (`rounded` 1), or truncated (0: the contact sheets' rule, which
/// their goldens were made with).
void image_codec_premultiply(const uint8_t *rgba, size_t width, size_t height, uint8_t *argb, size_t stride,
                             int rounded);

/// Whether every pixel's alpha is 255, for 32-bit pixels whose alpha is the top byte of the word read
/// in the machine's order: on a little-endian machine (every one Swift on Linux ships for but s390x),
/// straight RGBA bytes and Cairo's ARGB words alike, as `png_filter_truecolour_rows` reads them.
int image_codec_is_opaque(const uint8_t *pixels, size_t stride, size_t width, size_t height);

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

/// PNG-filters truecolour rows for `ImageEncoder`: `height` rows of `width` 32-bit pixels, `stride` bytes
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

/// A buffer of at least `size` bytes owned by the calling thread (`which`: 0, 1 or 2, independent
/// ones: the encoder's scanlines and compressed data, the decoder's inflated scanlines), reused by its later calls until `png_codec_scratch_trim`; NULL when out of memory. Freed when
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
