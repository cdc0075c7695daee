/** The greeting key for an hour of the day: morning before 12, afternoon before 18, else evening. */
export function greetingKey(hour: number): 'home.morning' | 'home.afternoon' | 'home.evening' {
  if (hour < 12) return 'home.morning';
  if (hour < 18) return 'home.afternoon';
  return 'home.evening';
}
