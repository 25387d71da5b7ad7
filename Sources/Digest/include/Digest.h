#ifndef DIGEST_H
#define DIGEST_H

#include <stddef.h>
#include <stdint.h>

/// SHA-256 (FIPS 180-4), with the x86 SHA extensions when the CPU has them (the pinned fonts' 40 MB
/// are hashed at every start-up, before any process can draw) and portable C otherwise; both give
/// the same digest.
typedef struct {
    uint32_t state[8];
    uint64_t length;
    uint8_t buffer[64];
    size_t buffered;
    int use_hardware;
} digest_sha256;

/// `allow_hardware` 0 keeps to the portable rounds (for tests comparing the two).
void digest_sha256_init(digest_sha256 *context, int allow_hardware);
void digest_sha256_update(digest_sha256 *context, const uint8_t *data, size_t size);
/// The 32-byte digest; the context is spent.
void digest_sha256_final(digest_sha256 *context, uint8_t digest[32]);

#endif
