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

#endif
