#ifndef SHEETCTL_PREFETCH_H
#define SHEETCTL_PREFETCH_H

/// Asks the processor to start loading the cache line at `address` without waiting for it.
///
/// Unlike a load, a prefetch retires at once, so many can be in flight while the processor goes
/// on; Swift has no way to say this itself.
static inline void sheetctl_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
