/* Reset for a Cortex-M4F: the two-word vector table (initial stack pointer,
   reset handler) at address 0, the FPU switched on, then newlib's start-up
   (_start: .bss cleared, semihosting's heap, main, exit with its status). */
#include <stdint.h>

extern void _start(void);
extern uint32_t __stack_top;

void reset_handler(void);

void reset_handler(void) {
  /* CPACR (ARMv7-M B3.2.20): full access to CP10 and CP11, the FPU, before
     the first floating-point instruction. */
  *(volatile uint32_t*)0xE000ED88u |= 0xFu << 20;
  __asm volatile("dsb\n\tisb");
  _start();
  for (;;) {
  }
}

__attribute__((section(".vectors"), used)) const void* const vectors[2] = {
    &__stack_top, (const void*)reset_handler};
